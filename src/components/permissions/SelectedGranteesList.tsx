import React from 'react';
import { Badge, Button, Form } from 'react-bootstrap';

import EntityDataTable from '@/components/common/entity-table/EntityDataTable';
import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { CapabilityId, EntityShareState, GRN, SelectedGranteeCapabilities } from '@/stores/permissions/EntityShareStore';

import { granteeKind, granteeTitle } from './shareTexts';

type Props = {
  idPrefix: string,
  state: EntityShareState,
  selection: SelectedGranteeCapabilities,
  disabled: boolean,
  onChangeCapability: (grantee: GRN, capability: CapabilityId) => void,
  onRemove: (grantee: GRN) => void,
};

/** A grantee of the selection, or a saved share the selection drops (kept visible so it can be undone). */
type Row = { grantee: GRN, capability: CapabilityId, title: string, removed: boolean };

/** How a row differs from what is saved: the user sees what a save would change. */
const pendingChange = (state: EntityShareState, grantee: GRN, capability: CapabilityId): string | undefined => {
  const saved = state.activeShares.find((share) => share.grantee === grantee);
  if (!saved) {
    return 'new';
  }
  return saved.capability === capability ? undefined : 'changed';
};

/** The intended shares, one row per grantee, with its capability to change and a Remove button. */
const SelectedGranteesList = ({ idPrefix, state, selection, disabled, onChangeCapability, onRemove }: Props) => {
  const current: Array<Row> = Object.entries(selection)
    .map(([grantee, capability]) => ({ grantee, capability, title: granteeTitle(state, grantee), removed: false }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const dropped: Array<Row> = state.activeShares
    .filter((share) => !(share.grantee in selection))
    .map((share) => ({ grantee: share.grantee, capability: share.capability, title: granteeTitle(state, share.grantee), removed: true }));
  const rows = [...current, ...dropped];

  if (rows.length === 0) {
    return <p className="text-body-secondary">Not shared with anyone else yet (your own access is not listed here).</p>;
  }

  const columns: Array<ColumnDefinition<Row>> = [
    {
      id: 'title',
      title: 'Collaborator',
      render: ({ grantee, capability, title, removed }) => {
        if (removed) {
          return (
            <span className="text-body-secondary">
              <s>{title}</s>
              <Badge bg="warning" text="dark" className="ms-2">removed, not saved yet</Badge>
            </span>
          );
        }
        const change = pendingChange(state, grantee, capability);
        return (
          <>
            {title}
            <small className="text-body-secondary ms-2">{granteeKind(state.availableGrantees, grantee)}</small>
            {change && <Badge bg="info" className="ms-2">{change}, not saved yet</Badge>}
          </>
        );
      },
    },
    {
      id: 'capability',
      title: 'Capability',
      render: ({ grantee, capability, title, removed }) => (removed ? null : (
        <Form.Select
          id={`${idPrefix}-capability-${grantee}`}
          size="sm"
          aria-label={`Capability of ${title}`}
          value={capability}
          disabled={disabled}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChangeCapability(grantee, event.target.value)}>
          {state.availableCapabilities.map((option) => <option key={option.id} value={option.id}>{option.title}</option>)}
        </Form.Select>
      )),
    },
  ];

  const renderActions = ({ grantee, capability, title, removed }: Row) => (removed ? (
    <Button size="sm" variant="outline-secondary" disabled={disabled} aria-label={`Keep ${title}`} onClick={() => onChangeCapability(grantee, capability)}>
      Undo
    </Button>
  ) : (
    <Button size="sm" variant="outline-danger" disabled={disabled} aria-label={`Remove ${title}`} onClick={() => onRemove(grantee)}>
      Remove
    </Button>
  ));

  return (
    <EntityDataTable rows={rows} columns={columns} getId={(row) => row.grantee} getTitle={(row) => row.title}
                     caption="Collaborators" compact renderActions={renderActions} />
  );
};

export default SelectedGranteesList;
