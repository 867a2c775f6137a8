import React from 'react';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { InputTypes } from '@/stores/inputs/InputTypesStore';

type InputType = { type: string, name: string };

const COLUMNS: Array<ColumnDefinition<InputType>> = [
  { id: 'name', title: 'Name' },
  { id: 'type', title: 'Type', render: (inputType) => <code className="small">{inputType.type}</code> },
];

/** The input types a node can run (type class → name), by name, as Graylog's node page lists them. */
const InputTypesTable = ({ types }: { types: InputTypes }) => {
  const sorted = Object.entries(types).map(([type, name]) => ({ type, name })).sort((a, b) => a.name.localeCompare(b.name));
  if (sorted.length === 0) return <p className="text-body-secondary mb-0">This node offers no input types.</p>;
  return <EntityDataTable rows={sorted} columns={COLUMNS} getId={(inputType) => inputType.type} getTitle={(inputType) => inputType.name} caption="Available input types" compact />;
};

export default InputTypesTable;
