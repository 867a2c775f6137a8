import React from 'react';

import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import type { UserReference } from '@/stores/users/UsersStore';
import { UsersActions } from '@/stores/users/UsersStore';

import type { PasswordValues } from './userFormValues';
import { MIN_PASSWORD_LENGTH, validatePasswordChange } from './userFormValues';

type Props = {
  user: UserReference,
  /** Users changing their own password must prove they know the current one; an administrator need not. */
  ownAccount: boolean,
};

const EMPTY: PasswordValues = { old_password: '', password: '', password_repeat: '' };

/** "Change password": a form of its own, so that a profile edit never sends a password along. */
const PasswordChangeForm = ({ user, ownAccount }: Props) => {
  const form = useEntityForm<PasswordValues>({
    initialValues: EMPTY,
    validate: validatePasswordChange(ownAccount),
    onSubmit: ({ old_password, password }) => UsersActions.changePassword(user, ownAccount ? { old_password, password } : { password }),
    // Passwords are not kept on screen once they did their job.
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <EntityForm form={form} submitLabel="Change password">
      {ownAccount && (
        <FormField form={form} name="old_password" label="Current password" type="password" required autoComplete="current-password" />
      )}
      <FormField form={form} name="password" label="New password" type="password" required autoComplete="new-password"
                 help={`At least ${MIN_PASSWORD_LENGTH} characters.`} />
      <FormField form={form} name="password_repeat" label="Repeat new password" type="password" required autoComplete="new-password" />
    </EntityForm>
  );
};

export default PasswordChangeForm;
