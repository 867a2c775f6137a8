import React, { useState } from 'react';
import { Button, CloseButton, Form } from 'react-bootstrap';

import type { Capability, CapabilityId, GRN, Grantee } from '@/stores/permissions/EntityShareStore';

import type { SearchOption } from './SearchSelect';
import SearchSelect from './SearchSelect';
import { granteeKind } from './shareTexts';

type Props = {
  idPrefix: string,
  /** Everyone the entity could be shared with. */
  grantees: ReadonlyArray<Grantee>,
  capabilities: ReadonlyArray<Capability>,
  /** Grantees already in the selection; they are not offered again. */
  selected: ReadonlyArray<GRN>,
  disabled: boolean,
  onAdd: (grantee: GRN, capability: CapabilityId) => void,
};

const DEFAULT_CAPABILITY = 'view';

/** Choose a grantee (searchable) and a capability, then add them to the selection. */
const GranteeAdder = ({ idPrefix, grantees, capabilities, selected, disabled, onAdd }: Props) => {
  const [grantee, setGrantee] = useState<SearchOption | undefined>();
  const defaultCapability = capabilities.some((capability) => capability.id === DEFAULT_CAPABILITY) ? DEFAULT_CAPABILITY : capabilities[0]?.id ?? '';
  const [capability, setCapability] = useState<CapabilityId>(defaultCapability);

  const search = (query: string): Array<SearchOption> => {
    const needle = query.trim().toLowerCase();
    return grantees
      .filter((candidate) => !selected.includes(candidate.id))
      .filter((candidate) => needle === '' || candidate.title.toLowerCase().includes(needle))
      .map((candidate) => ({ value: candidate.id, label: candidate.title, detail: granteeKind(grantees, candidate.id) }));
  };

  const add = () => {
    if (grantee && capability) {
      onAdd(grantee.value, capability);
      setGrantee(undefined);
    }
  };

  return (
    <fieldset className="mb-3">
      <legend className="h6">Add a collaborator</legend>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div className="flex-grow-1">
          {grantee ? (
            <>
              <Form.Label htmlFor={`${idPrefix}-chosen`}>Grantee</Form.Label>
              <div id={`${idPrefix}-chosen`} className="form-control d-flex justify-content-between align-items-center">
                <span>{grantee.label}{grantee.detail && <small className="text-body-secondary ms-2">{grantee.detail}</small>}</span>
                <CloseButton aria-label={`Choose someone else than ${grantee.label}`} onClick={() => setGrantee(undefined)} />
              </div>
            </>
          ) : (
            <SearchSelect
              id={`${idPrefix}-grantee`}
              label="Grantee"
              placeholder="Search for users and teams"
              search={search}
              onSelect={setGrantee}
              disabled={disabled} />
          )}
        </div>
        <div>
          <Form.Label htmlFor={`${idPrefix}-capability`}>Capability</Form.Label>
          <Form.Select id={`${idPrefix}-capability`} value={capability} disabled={disabled} onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setCapability(event.target.value)}>
            {capabilities.map((option) => <option key={option.id} value={option.id}>{option.title}</option>)}
          </Form.Select>
        </div>
        <Button variant="primary" onClick={add} disabled={disabled || !grantee || !capability}>Add collaborator</Button>
      </div>
    </fieldset>
  );
};

export default GranteeAdder;
