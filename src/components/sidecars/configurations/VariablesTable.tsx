import React, { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';

import { localPage } from '@/components/common/entity-table/localPage';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import { ConfigurationVariablesActions } from '@/stores/sidecars/ConfigurationVariablesStore';
import type { ConfigurationVariable } from '@/stores/sidecars/sidecarTypes';

import DeleteVariableDialog from './DeleteVariableDialog';
import VariableDialog from './VariableDialog';

type Props = { mayCreate: boolean, mayEdit: boolean, reloadKey: number, onChanged: () => void };

const DEFAULT_SORT = { field: 'name', order: 'asc' as const };

const columns: Array<ColumnDefinition<ConfigurationVariable>> = [
  { id: 'name', title: 'Name', sortable: true, render: (variable) => <code className="text-break">{`\${user.${variable.name}}`}</code> },
  { id: 'description', title: 'Description', sortable: true, render: (variable) => variable.description ?? '' },
  { id: 'content', title: 'Content', render: (variable) => <code className="text-break" style={{ whiteSpace: 'pre-wrap' }}>{variable.content}</code> },
];

/** Graylog answers the variables all at once: the table pages, sorts and searches them here. */
const fetchVariables = (request: PageRequest) => ConfigurationVariablesActions.all().then((variables) => localPage(variables, request, {
  searchText: (variable) => [variable.name, variable.description ?? '', variable.content],
  sortValue: (variable, field) => (field === 'description' ? variable.description ?? '' : variable.name),
}));

type Dialog = { kind: 'closed' } | { kind: 'edit', variable?: ConfigurationVariable } | { kind: 'delete', variable: ConfigurationVariable };

/** The variables configurations share as ${user.name}: created and edited in a dialog, deleted once unused. */
const VariablesTable = ({ mayCreate, mayEdit, reloadKey, onChanged }: Props) => {
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const close = () => setDialog({ kind: 'closed' });
  const changed = useCallback(() => { setDialog({ kind: 'closed' }); onChanged(); }, [onChanged]);
  return (
    <>
      {/* Placed like the configurations' and collectors' create buttons above their tables. */}
      {mayCreate && <p><Button variant="success" size="sm" onClick={() => setDialog({ kind: 'edit' })}>Create variable</Button></p>}
      <PaginatedEntityTable<ConfigurationVariable>
        id="sidecar-variables"
        urlPrefix="variables"
        entityName={{ singular: 'variable', plural: 'variables' }}
        fetchPage={fetchVariables}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        reloadKey={reloadKey}
        getId={(variable) => variable.id}
        getTitle={(variable) => variable.name}
        searchPlaceholder="Search variables"
        emptyState={<p className="mb-0">No variables yet. Variables share text between configurations as <code>{'${user.name}'}</code>.</p>}
        rowActions={mayEdit ? (variable) => (
          <div className="d-flex gap-1 justify-content-end">
            <Button size="sm" variant="outline-primary" onClick={() => setDialog({ kind: 'edit', variable })} aria-label={`Edit variable ${variable.name}`}>Edit</Button>
            <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'delete', variable })} aria-label={`Delete variable ${variable.name}`}>Delete</Button>
          </div>
        ) : undefined} />
      {dialog.kind === 'edit' && <VariableDialog variable={dialog.variable} onClose={close} onSaved={changed} />}
      {dialog.kind === 'delete' && <DeleteVariableDialog variable={dialog.variable} onClose={close} onDeleted={changed} />}
    </>
  );
};

export default VariablesTable;
