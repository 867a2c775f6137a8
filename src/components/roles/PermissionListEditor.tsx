import React, { useState } from 'react';
import { Button, Form, InputGroup, ListGroup } from 'react-bootstrap';

import { PERMISSION_CATALOGUE, permissionProblem } from './permissionCatalogue';

type Props = {
  id: string,
  permissions: Array<string>,
  onChange: (permissions: Array<string>) => void,
  disabled?: boolean,
  /** The form's check or the server's reason concerning the whole list. */
  invalid?: boolean,
  describedBy?: string,
};

/** A role's permissions: add a permission string (common ones suggested), remove one. */
const PermissionListEditor = ({ id, permissions, onChange, disabled = false, invalid = false, describedBy }: Props) => {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const suggestionsId = `${id}-suggestions`;
  const problemId = `${id}-problem`;

  const add = () => {
    const permission = draft.trim();
    const reason = permissionProblem(permission, permissions);
    setProblem(reason);
    if (!reason) {
      onChange([...permissions, permission]);
      setDraft('');
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the permission; it must not submit the role form half-edited.
      event.preventDefault();
      add();
    }
  };

  const describedByIds = [problem ? problemId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          list={suggestionsId}
          value={draft}
          placeholder="e.g. streams:read"
          autoComplete="off"
          disabled={disabled}
          isInvalid={Boolean(problem) || invalid}
          aria-describedby={describedByIds}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => { setDraft(event.target.value); setProblem(undefined); }}
          onKeyDown={onKeyDown} />
        <Button variant="outline-primary" onClick={add} disabled={disabled}>Add permission</Button>
      </InputGroup>
      {problem && <div id={problemId} className="invalid-feedback d-block">{problem}</div>}
      <datalist id={suggestionsId}>
        {PERMISSION_CATALOGUE.filter((entry) => !permissions.includes(entry.permission)).map((entry) => (
          <option key={entry.permission} value={entry.permission}>{entry.description}</option>
        ))}
      </datalist>
      {permissions.length === 0
        ? <p className="text-body-secondary mt-2 mb-0">No permissions yet: the role grants nothing.</p>
        : (
          <ListGroup className="mt-2" aria-label="Permissions of the role">
            {permissions.map((permission) => (
              <ListGroup.Item key={permission} className="d-flex justify-content-between align-items-center py-1">
                <code>{permission}</code>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={disabled}
                  aria-label={`Remove permission ${permission}`}
                  onClick={() => onChange(permissions.filter((kept) => kept !== permission))}>
                  Remove
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
    </div>
  );
};

export default PermissionListEditor;
