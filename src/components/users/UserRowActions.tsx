import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { UsersActions } from '@/stores/users/UsersStore';

import type { UserRow } from './usersTable';

type Props = {
  user: UserRow,
  currentUserId: string | undefined,
  permissions: ReadonlyArray<string> | undefined,
  /** Reloads the table's page after a change. */
  reload: () => void,
};

/** Nobody deletes or disables the admin user, a read-only user or their own account. */
export const isProtectedUser = (user: UserRow, currentUserId: string | undefined): boolean => (
  user.isAdmin || user.read_only || user.id === currentUserId
);

/** Edit, tokens, enable or disable, delete: each shown only to those allowed to use it. */
const UserRowActions = ({ user, currentUserId, permissions, reload }: Props) => {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  const mayEdit = isPermitted(permissions, `users:edit:${user.username}`);
  const mayListTokens = isPermitted(permissions, `users:tokenlist:${user.username}`);
  const protectedUser = isProtectedUser(user, currentUserId);
  const mayChangeStatus = mayEdit && !protectedUser;
  // Deleting is administration: it needs users:edit over all users, not only over this one.
  const mayDelete = isPermitted(permissions, 'users:edit') && !protectedUser;
  const enabled = user.account_status === 'enabled';

  const toggleStatus = () => {
    setChangingStatus(true);
    UsersActions.setStatus(user, enabled ? 'disabled' : 'enabled')
      .then(reload, () => {})
      .then(() => setChangingStatus(false));
  };

  const deleteUser = () => UsersActions.delete(user).then(() => {
    setConfirmingDelete(false);
    reload();
  });

  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {mayEdit && <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.USERS.edit(user.id)} aria-label={`Edit user ${user.username}`}>Edit</Link>}
      {mayListTokens && (
        <Link className="btn btn-sm btn-outline-secondary" to={Routes.SYSTEM.USERS.tokens(user.id)} aria-label={`Tokens of user ${user.username}`}>Tokens</Link>
      )}
      {mayChangeStatus && (
        <Button size="sm" variant="outline-secondary" disabled={changingStatus} onClick={toggleStatus}
                aria-label={`${enabled ? 'Disable' : 'Enable'} user ${user.username}`}>
          {enabled ? 'Disable' : 'Enable'}
        </Button>
      )}
      {mayDelete && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirmingDelete(true)} aria-label={`Delete user ${user.username}`}>Delete</Button>
      )}
      {mayDelete && (
        <ConfirmDialog show={confirmingDelete} title="Delete user" confirmLabel="Delete"
                       onConfirm={deleteUser} onCancel={() => setConfirmingDelete(false)}>
          Do you really want to delete user <b>{user.username}</b>? This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
};

export default UserRowActions;
