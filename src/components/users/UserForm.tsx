import React from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import FormGroup, { describedBy } from '@/components/common/form/FormGroup';
import useEntityForm from '@/components/common/form/useEntityForm';

import type { RoleOption } from './RolesField';
import RolesField from './RolesField';
import SessionTimeoutInput from './SessionTimeoutInput';
import { describeTimeout } from './sessionTimeout';
import TimezoneSelect from './TimezoneSelect';
import type { EditableSettings, UserFormMode, UserFormValues } from './userFormValues';
import { MIN_PASSWORD_LENGTH, STARTPAGE_TYPES, validateUserForm } from './userFormValues';

type Props = {
  mode: UserFormMode,
  initialValues: UserFormValues,
  editable: EditableSettings,
  /** The roles to offer; undefined while they load. */
  availableRoles: Array<RoleOption> | undefined,
  /** A store action: rejects with the server's refusal, which the form places at its fields. */
  onSubmit: (values: UserFormValues) => Promise<unknown>,
  onSuccess: (result: unknown) => void,
  cancelTo: string,
};

const TIMEZONE_HELP = 'Times are shown in this zone. The default is the server\'s time zone.';
const TIMEOUT_HELP = 'The session ends after this long without activity.';

/** The fields of a user, for creating one (with username and password) or editing one. */
const UserForm = ({ mode, initialValues, editable, availableRoles, onSubmit, onSuccess, cancelTo }: Props) => {
  const form = useEntityForm<UserFormValues>({ initialValues, validate: validateUserForm(mode), onSubmit, onSuccess });
  const { values, errors, formId } = form;
  const timezoneId = `${formId}-timezone`;
  const timeoutId = `${formId}-session_timeout_ms`;

  return (
    <EntityForm form={form} submitLabel={mode === 'create' ? 'Create user' : 'Update user'} cancelTo={cancelTo}>
      <h2 className="h5">Profile</h2>
      {mode === 'create'
        ? (
          <FormField form={form} name="username" label="Username" required autoComplete="off"
                     help="The name to log in with: no spaces and none of the characters : , / *" />
        )
        : <FormField form={form} name="username" label="Username" disabled help="A user's name cannot be changed." />}
      <FormField form={form} name="full_name" label="Full name" required autoComplete="off" />
      <FormField form={form} name="email" label="E-mail address" type="email" required autoComplete="off" />

      {mode === 'create' && (
        <>
          <h2 className="h5 mt-4">Password</h2>
          <FormField form={form} name="password" label="Password" type="password" required autoComplete="new-password"
                     help={`At least ${MIN_PASSWORD_LENGTH} characters.`} />
          <FormField form={form} name="password_repeat" label="Repeat password" type="password" required autoComplete="new-password" />
        </>
      )}

      <h2 className="h5 mt-4">Settings</h2>
      <FormGroup label="Time zone" htmlFor={timezoneId} error={errors.timezone} help={TIMEZONE_HELP}>
        <TimezoneSelect id={timezoneId} value={values.timezone} invalid={Boolean(errors.timezone)}
                        describedBy={describedBy(timezoneId, { error: errors.timezone, help: TIMEZONE_HELP })}
                        onChange={(zone) => form.setValue('timezone', zone)} />
      </FormGroup>
      {editable.sessionTimeout
        ? (
          <FormGroup label="Session timeout" htmlFor={timeoutId} error={errors.session_timeout_ms} help={TIMEOUT_HELP}>
            <SessionTimeoutInput id={timeoutId} value={values.session_timeout_ms} invalid={Boolean(errors.session_timeout_ms)}
                                 describedBy={describedBy(timeoutId, { error: errors.session_timeout_ms, help: TIMEOUT_HELP })}
                                 onChange={(ms) => form.setValue('session_timeout_ms', ms)} />
          </FormGroup>
        )
        : (
          <div className="mb-3 console-form-group">
            <div className="form-label">Session timeout</div>
            <div>{describeTimeout(values.session_timeout_ms)}</div>
            <div className="form-text">Only administrators can change the session timeout.</div>
          </div>
        )}
      <div className="row">
        <div className="col-sm-5">
          <FormField form={form} name="startpage_type" label="Start page" type="select" options={STARTPAGE_TYPES} />
        </div>
        <div className="col-sm-7">
          <FormField form={form} name="startpage_id" label="Start page id" placeholder="Id of the stream, dashboard or search"
                     help="Shown after login instead of the default page." />
        </div>
      </div>

      <h2 className="h5 mt-4">Roles</h2>
      <RolesField id={`${formId}-roles`} value={values.roles} available={availableRoles} readOnly={!editable.roles}
                  error={errors.roles} disabled={form.submitting} onChange={(roles) => form.setValue('roles', roles)} />
    </EntityForm>
  );
};

export default UserForm;
