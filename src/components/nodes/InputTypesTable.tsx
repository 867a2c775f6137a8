import React from 'react';
import { Table } from 'react-bootstrap';

import type { InputTypes } from '@/stores/inputs/InputTypesStore';

/** The input types a node can run (type class → name), by name, as Graylog's node page lists them. */
const InputTypesTable = ({ types }: { types: InputTypes }) => {
  const sorted = Object.entries(types).sort(([, a], [, b]) => a.localeCompare(b));
  if (sorted.length === 0) return <p className="text-body-secondary mb-0">This node offers no input types.</p>;
  return (
    <Table size="sm" responsive className="mb-0" aria-label="Available input types">
      <thead><tr><th scope="col">Name</th><th scope="col">Type</th></tr></thead>
      <tbody>
        {sorted.map(([type, name]) => (
          <tr key={type}><td>{name}</td><td><code className="small">{type}</code></td></tr>
        ))}
      </tbody>
    </Table>
  );
};

export default InputTypesTable;
