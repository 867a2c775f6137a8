import React, { useState } from 'react';
import { Button } from 'react-bootstrap';

import ConfirmDialog from '@/components/common/ConfirmDialog';
import type { RoleAssignee, RoleReference } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';

type Props = {
  role: RoleReference,
  user: RoleAssignee,
  /** After the server took the role from the user: reload the list. */
  onRemoved: () => void,
};

/** "Remove" on an assignee row: asks first, naming user and role. */
const RemoveAssigneeButton = ({ role, user, onRemoved }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const remove = () => AuthzRolesActions.removeAssignee(role, user.username).then(() => {
    setConfirming(false);
    onRemoved();
  });
  return (
    <>
      <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)} aria-label={`Remove ${user.username} from role ${role.name}`}>
        Remove
      </Button>
      <ConfirmDialog show={confirming} title="Remove user from role" confirmLabel="Remove" onConfirm={remove} onCancel={() => setConfirming(false)}>
        Do you really want to remove user <b>{user.username}</b> from role <b>{role.name}</b>? They lose its permissions at once.
      </ConfirmDialog>
    </>
  );
};

export default RemoveAssigneeButton;
