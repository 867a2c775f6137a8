import React from 'react';
import { Form } from 'react-bootstrap';

import { describedBy, errorIdOf, helpIdOf, RequiredMark } from '@/components/common/form/FormGroup';
import type { EntityFormState } from '@/components/common/form/useEntityForm';
import Spinner from '@/components/common/Spinner';

import type { RoleList } from './useRoleList';
import type { WizardValues } from './wizardValues';

const HELP = 'The roles users of this service get when they first log in. Everyone needs the Reader role to use the console. '
  // As Graylog provisions: default roles are given when a user is created, never again at later logins.
  + 'A change applies to users created from then on; users who already logged in keep their roles.';

/** The default roles of a service: one checkbox per role, by role id (what Graylog stores). */
const DefaultRolesField = ({ form, roleList }: { form: EntityFormState<WizardValues>, roleList: RoleList }) => {
  const id = `${form.formId}-default_roles`;
  const error = form.errors.default_roles;
  const selected = form.values.default_roles;
  const listed = roleList.roles ?? [];
  // Ids the list lacks (a deleted role, or a list the user may not read) stay visible so they can be unchecked.
  const unlisted = selected.filter((roleId) => !listed.some((role) => role.id === roleId)).map((roleId) => ({ id: roleId, name: roleId, description: '' }));
  const toggle = (roleId: string, checked: boolean) => {
    const others = selected.filter((held) => held !== roleId);
    form.setValue('default_roles', checked ? [...others, roleId] : others);
    form.markTouched('default_roles');
  };
  return (
    <fieldset className="mb-3 console-form-group" id={id} aria-describedby={describedBy(id, { error, help: HELP })}>
      {/* Required only when roles can be chosen (see validateWizard). */}
      <legend className="form-label fs-6 mb-1">Default roles{roleList.roles !== undefined && <RequiredMark />}</legend>
      {roleList.roles === undefined && !roleList.failed && <Spinner text="Loading roles…" />}
      {roleList.failed && <div className="text-body-secondary small">The list of roles could not be loaded; roles already chosen are shown by id, and none has to be chosen.</div>}
      {[...listed, ...unlisted].map((role, index) => (
        <Form.Check
          key={role.id}
          type="checkbox"
          name="default_roles"
          id={`${id}-${index}`}
          disabled={form.submitting}
          aria-invalid={Boolean(error)}
          label={role.description ? <>{role.name} <span className="text-body-secondary small">{role.description}</span></> : role.name}
          checked={selected.includes(role.id)}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(role.id, event.target.checked)} />
      ))}
      {error && <div id={errorIdOf(id)} className="invalid-feedback d-block">{error}</div>}
      <div id={helpIdOf(id)} className="form-text">{HELP}</div>
    </fieldset>
  );
};

export default DefaultRolesField;
