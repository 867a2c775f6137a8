import React from 'react';
import { Badge, Button, Form, Table } from 'react-bootstrap';

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
  const rows = Object.entries(selection)
    .map(([grantee, capability]) => ({ grantee, capability, title: granteeTitle(state, grantee) }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const removed = state.activeShares.filter((share) => !(share.grantee in selection));

  if (rows.length === 0 && removed.length === 0) {
    return <p className="text-body-secondary">Not shared with anyone else yet (your own access is not listed here).</p>;
  }

  return (
    <Table size="sm" className="align-middle">
      <caption className="visually-hidden">Collaborators</caption>
      <thead>
        <tr><th scope="col">Collaborator</th><th scope="col">Capability</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>
        {rows.map(({ grantee, capability, title }) => {
          const change = pendingChange(state, grantee, capability);
          return (
            <tr key={grantee}>
              <td>
                {title}
                <small className="text-body-secondary ms-2">{granteeKind(state.availableGrantees, grantee)}</small>
                {change && <Badge bg="info" className="ms-2">{change}, not saved yet</Badge>}
              </td>
              <td>
                <Form.Select
                  id={`${idPrefix}-capability-${grantee}`}
                  size="sm"
                  aria-label={`Capability of ${title}`}
                  value={capability}
                  disabled={disabled}
                  onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChangeCapability(grantee, event.target.value)}>
                  {state.availableCapabilities.map((option) => <option key={option.id} value={option.id}>{option.title}</option>)}
                </Form.Select>
              </td>
              <td className="text-end">
                <Button size="sm" variant="outline-danger" disabled={disabled} aria-label={`Remove ${title}`} onClick={() => onRemove(grantee)}>
                  Remove
                </Button>
              </td>
            </tr>
          );
        })}
        {removed.map((share) => (
          <tr key={share.grantee} className="text-body-secondary">
            <td colSpan={2}>
              <s>{granteeTitle(state, share.grantee)}</s>
              <Badge bg="warning" text="dark" className="ms-2">removed, not saved yet</Badge>
            </td>
            <td className="text-end">
              <Button size="sm" variant="outline-secondary" disabled={disabled} aria-label={`Keep ${granteeTitle(state, share.grantee)}`} onClick={() => onChangeCapability(share.grantee, share.capability)}>
                Undo
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
};

export default SelectedGranteesList;
