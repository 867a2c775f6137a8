import React from 'react';
import { Badge } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import { constraintSubject } from '@/stores/contentpacks/contentPackModel';
import type { Constraint } from '@/stores/contentpacks/contentPackTypes';

/** A constraint, and whether this server fulfils it (unknown before the server checked it: a pack being built). */
export type ConstraintRow = { constraint: Constraint, fulfilled?: boolean };

const FulfilledMark = ({ fulfilled }: { fulfilled: boolean }) => (
  <Badge bg={fulfilled ? 'success' : 'danger'}>{fulfilled ? 'Fulfilled' : 'Not fulfilled'}</Badge>
);

const columns = (checked: boolean): Array<ColumnDefinition<ConstraintRow>> => [
  { id: 'name', title: 'Name', render: (row) => constraintSubject(row.constraint) },
  { id: 'type', title: 'Type', render: (row) => <code>{row.constraint.type}</code> },
  { id: 'version', title: 'Version', render: (row) => <code>{row.constraint.version}</code> },
  ...(checked ? [{ id: 'fulfilled', title: 'Fulfilled', render: (row: ConstraintRow) => <FulfilledMark fulfilled={row.fulfilled === true} /> }] : []),
];

const rowId = ({ constraint }: ConstraintRow) => `${constraint.type}:${constraint.plugin ?? 'server'}:${constraint.version}`;

/** What a pack revision needs of the server installing it; with the server's check when there is one. */
const ContentPackConstraintsTable = ({ rows }: { rows: ReadonlyArray<ConstraintRow> }) => {
  if (rows.length === 0) {
    return <p className="text-body-secondary mb-0">No constraints.</p>;
  }
  const checked = rows.some((row) => row.fulfilled !== undefined);
  return <EntityDataTable rows={rows} columns={columns(checked)} getId={rowId} caption="Constraints" compact />;
};

export default ContentPackConstraintsTable;
