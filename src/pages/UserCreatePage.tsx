import React, { useState } from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import UserForm from '@/components/users/UserForm';
import useAvailableRoles from '@/components/users/useAvailableRoles';
import type { EditableSettings, UserFormValues } from '@/components/users/userFormValues';
import { emptyUserFormValues, toUserCreate } from '@/components/users/userFormValues';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { UsersActions } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

/** The role a new user gets unless told otherwise, as in Graylog. */
const DEFAULT_ROLES = ['Reader'];

/** `/system/users/new`: a new user with a password, settings and roles. */
const UserCreatePage = () => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const editable: EditableSettings = { roles: isPermitted(permissions, 'users:rolesedit'), sessionTimeout: true };
  const availableRoles = useAvailableRoles(editable.roles);
  const [initialValues] = useState(() => emptyUserFormValues(editable.roles ? DEFAULT_ROLES : []));

  const create = (values: UserFormValues) => UsersActions.create(toUserCreate(values, editable));

  return (
    <>
      <PageHeader
        title="Create user"
        description="A new user logs in with the username and password given here; their roles decide what they may do."
        documentationLink={{ title: 'Users and roles', path: DocsHelper.PAGES.USERS }} />
      <UserForm
        mode="create"
        initialValues={initialValues}
        editable={editable}
        availableRoles={availableRoles}
        onSubmit={create}
        // Without an id (the server did not say it and looking the user up failed) the list shows the new user.
        onSuccess={(userId) => history.push(typeof userId === 'string' ? Routes.SYSTEM.USERS.show(userId) : Routes.SYSTEM.USERS.LIST)}
        cancelTo={Routes.SYSTEM.USERS.LIST} />
    </>
  );
};

export default UserCreatePage;
