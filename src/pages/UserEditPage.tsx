import React from 'react';
import { Card } from 'react-bootstrap';
import { Link, useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import PasswordChangeForm from '@/components/users/PasswordChangeForm';
import UserForm from '@/components/users/UserForm';
import useAvailableRoles from '@/components/users/useAvailableRoles';
import type { EditableSettings, UserFormValues } from '@/components/users/userFormValues';
import { toUserUpdate, userFormValuesOf } from '@/components/users/userFormValues';
import UserPageGate from '@/components/users/UserPageGate';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { User } from '@/stores/users/UsersStore';
import { UsersActions } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

type EditProps = { user: User, permissions: ReadonlyArray<string> | undefined, ownAccount: boolean };

const EditUser = ({ user, permissions, ownAccount }: EditProps) => {
  const history = useHistory();
  const editable: EditableSettings = {
    // The read-only admin keeps its roles; the server refuses any change to them.
    roles: !user.read_only && isPermitted(permissions, `users:rolesedit:${user.username}`),
    // Graylog lets only full administrators change session timeouts, their own included.
    sessionTimeout: isPermitted(permissions, '*'),
  };
  const availableRoles = useAvailableRoles(editable.roles);
  const mayChangePassword = !user.external && isPermitted(permissions, `users:passwordchange:${user.username}`);

  const update = (values: UserFormValues) => UsersActions.update(user, toUserUpdate(values, editable));

  return (
    <>
      <PageHeader
        title={`Edit user ${user.username}`}
        description="Change the profile, settings and roles of this user."
        documentationLink={{ title: 'Users and roles', path: DocsHelper.PAGES.USERS }}
        actions={<Link className="btn btn-outline-secondary" to={Routes.SYSTEM.USERS.show(user.id)}>View profile</Link>} />
      <Card className="mb-4">
        <Card.Body>
          <UserForm
            mode="edit"
            initialValues={userFormValuesOf(user)}
            editable={editable}
            availableRoles={availableRoles}
            onSubmit={update}
            onSuccess={() => history.push(Routes.SYSTEM.USERS.show(user.id))}
            cancelTo={Routes.SYSTEM.USERS.show(user.id)} />
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Header as="h2" className="h5 mb-0">Change password</Card.Header>
        <Card.Body>
          {user.external && <p className="mb-0">This user logs in through an external service, which manages the password.</p>}
          {!user.external && !mayChangePassword && <p className="mb-0">You may not change the password of this user.</p>}
          {mayChangePassword && <PasswordChangeForm user={user} ownAccount={ownAccount} />}
        </Card.Body>
      </Card>
    </>
  );
};

/** `/system/users/edit/{id}`: the user's profile form and, apart from it, the password change. */
const UserEditPage = () => (
  <UserPageGate permission={(username) => `users:edit:${username}`}>
    {(user, currentUser) => <EditUser key={user.id} user={user} permissions={currentUser?.permissions} ownAccount={currentUser?.id === user.id} />}
  </UserPageGate>
);

export default UserEditPage;
