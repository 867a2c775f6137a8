import React from 'react';
import { Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf } from '@/components/common/form/FormGroup';
import Spinner from '@/components/common/Spinner';

export type RoleOption = { name: string, description?: string };

type Props = {
  id: string,
  value: Array<string>,
  onChange: (roles: Array<string>) => void,
  /** The roles to choose from; undefined while they load. */
  available: Array<RoleOption> | undefined,
  /** Without users:rolesedit the roles are shown, not offered. */
  readOnly?: boolean,
  error?: string,
  disabled?: boolean,
};

/** Role names are case-insensitive on the server: "reader" and "Reader" are the same role. */
const sameRole = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const HELP = 'Roles grant the user their permissions.';

/** The roles of a user: one checkbox per role, or a plain list for those who may not change roles. */
const RolesField = ({ id, value, onChange, available, readOnly = false, error, disabled = false }: Props) => {
  if (readOnly) {
    return (
      <div className="mb-3 console-form-group">
        <div className="form-label" id={id}>Roles</div>
        <div aria-labelledby={id}>{value.length > 0 ? value.join(', ') : 'No roles'}</div>
        <div className="form-text">Only users allowed to edit roles can change them.</div>
      </div>
    );
  }
  // Roles the user holds but the list lacks (e.g. removed meanwhile) stay visible, so they can be unchecked.
  const listed = available ?? [];
  const unlisted = value.filter((role) => !listed.some((option) => sameRole(option.name, role))).map((name) => ({ name }));
  const options: Array<RoleOption> = [...listed, ...unlisted];
  const toggle = (role: string, checked: boolean) => {
    const others = value.filter((held) => !sameRole(held, role));
    onChange(checked ? [...others, role] : others);
  };

  return (
    <fieldset className="mb-3 console-form-group" id={id} aria-describedby={describedBy(id, { error, help: HELP })} aria-invalid={Boolean(error)}>
      <legend className="form-label fs-6 mb-1">Roles</legend>
      {available === undefined && <Spinner text="Loading roles…" />}
      {options.map((role, index) => (
        <Form.Check
          key={role.name}
          type="checkbox"
          id={`${id}-${index}`}
          disabled={disabled}
          label={role.description ? <>{role.name} <span className="text-body-secondary small">{role.description}</span></> : role.name}
          checked={value.some((held) => sameRole(held, role.name))}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(role.name, event.target.checked)} />
      ))}
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      <div id={helpIdOf(id)} className="form-text">{HELP}</div>
    </fieldset>
  );
};

export default RolesField;
