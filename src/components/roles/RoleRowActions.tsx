import React, { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import type { AuthzRole } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';

type Props = {
  role: AuthzRole,
  /** The current user's permissions: actions they may not take are not offered. */
  userPermissions: ReadonlyArray<string> | undefined,
  onDeleted: () => void,
};

export const BUILT_IN_NOT_DELETABLE = 'Built-in roles cannot be deleted.';

/** Edit (custom roles) and Delete with confirmation; a built-in role's Delete is disabled and says why. */
const RoleRowActions = ({ role, userPermissions, onDeleted }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const mayEdit = !role.read_only && isPermitted(userPermissions, `roles:edit:${role.name}`);
  // Deleting by id (DELETE /authz/roles/{id}) needs roles:edit in Graylog 4.0, not roles:delete.
  const mayDelete = isPermitted(userPermissions, 'roles:edit');

  const remove = () => AuthzRolesActions.delete(role).then(() => {
    setConfirming(false);
    onDeleted();
  });

  return (
    <div className="d-flex gap-1 justify-content-end">
      {mayEdit && (
        <Link to={Routes.SYSTEM.ROLES.edit(role.id)} className="btn btn-sm btn-outline-primary" aria-label={`Edit role ${role.name}`}>Edit</Link>
      )}
      {mayDelete && role.read_only && (
        // A disabled button gets no pointer or focus events: the wrapper carries the explanation.
        <span className="d-inline-block" tabIndex={0} title={BUILT_IN_NOT_DELETABLE} aria-label={`Delete role ${role.name}: ${BUILT_IN_NOT_DELETABLE}`}>
          <Button size="sm" variant="outline-danger" disabled style={{ pointerEvents: 'none' }} aria-hidden="true" tabIndex={-1}>Delete</Button>
        </span>
      )}
      {mayDelete && !role.read_only && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Delete role ${role.name}`}>Delete</Button>
      )}
      <ConfirmDialog show={confirming} title="Delete role" confirmLabel="Delete" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to delete role <b>{role.name}</b>? Every user holding it loses the permissions it grants.
      </ConfirmDialog>
    </div>
  );
};

export default RoleRowActions;
