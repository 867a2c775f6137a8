import React from 'react';

import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import type { EntityFormState, FieldErrors } from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import type { RoleChanges } from '@/stores/roles/RolesStore';

import PermissionListEditor from './PermissionListEditor';

export type RoleFormValues = RoleChanges;

export const EMPTY_ROLE: RoleFormValues = { name: '', description: '', permissions: [] };

const NAME_MAX_LENGTH = 100;

/** The browser's checks, worded like the server's: a name the server would refuse is refused here first. */
export const validateRole = (values: RoleFormValues): FieldErrors<RoleFormValues> => {
  const errors = requireFields(values, { name: 'Name' });
  if (!errors.name) {
    if (values.name !== values.name.trim()) {
      errors.name = 'The name must not start or end with spaces.';
    } else if (/[:,]/.test(values.name)) {
      errors.name = 'The name must not contain ":" or ",".';
    } else if (values.name.length > NAME_MAX_LENGTH) {
      errors.name = `The name must not be longer than ${NAME_MAX_LENGTH} characters.`;
    }
  }
  return errors;
};

type Props = {
  form: EntityFormState<RoleFormValues>,
  /** false on the edit page: a role keeps its name there (users and scripts refer to it by name). */
  nameEditable: boolean,
};

/** Name, description and permissions of a custom role: the fields of the create dialog and the edit page. */
const RoleFormFields = ({ form, nameEditable }: Props) => {
  const permissionsId = `${form.formId}-permissions`;
  const permissionsError = form.errors.permissions;
  const help = 'Permission strings look like entity:action or entity:action:id, e.g. streams:read or streams:edit:<stream id>.';
  return (
    <>
      {nameEditable
        ? <FormField form={form} name="name" label="Name" required autoComplete="off" />
        : (
          <FormGroup label="Name" htmlFor={`${form.formId}-name`}>
            <input id={`${form.formId}-name`} className="form-control-plaintext" readOnly value={form.values.name} />
          </FormGroup>
        )}
      <FormField form={form} type="textarea" name="description" label="Description" rows={2} />
      <FormGroup label="Permissions" htmlFor={permissionsId} error={permissionsError} help={help}>
        <PermissionListEditorField form={form} id={permissionsId} />
      </FormGroup>
    </>
  );
};

const PermissionListEditorField = ({ form, id }: { form: EntityFormState<RoleFormValues>, id: string }) => (
  <PermissionListEditor
    id={id}
    permissions={form.values.permissions}
    onChange={(permissions) => form.setValue('permissions', permissions)}
    disabled={form.submitting}
    invalid={Boolean(form.errors.permissions)}
    describedBy={describedBy(id, { error: form.errors.permissions, help: true })} />
);

export default RoleFormFields;
