import React, { useCallback, useState } from 'react';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { PageRequest } from '@/components/common/entity-table/types';
import { isPermitted } from '@/logic/permissions';
import { useStore } from '@/stores/connect';
import type { RoleAssignee, RoleReference } from '@/stores/roles/AuthzRolesStore';
import { AuthzRolesActions } from '@/stores/roles/AuthzRolesStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

import AssignUsersControl from './AssignUsersControl';
import RemoveAssigneeButton from './RemoveAssigneeButton';
import { assigneeColumns } from './roleColumns';

type Props = { role: RoleReference };

const ENTITY_NAME = { singular: 'user', plural: 'users' };
const DEFAULT_SORT = { field: 'username', order: 'asc' as const };

/** The users holding a role: assign more, remove one. Changes apply at once and the list reloads. */
const RoleAssigneesSection = ({ role }: Props) => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [reloadKey, setReloadKey] = useState(0);
  const roleId = role.id;
  const fetchPage = useCallback((request: PageRequest) => AuthzRolesActions.loadAssignees(roleId, request), [roleId]);
  const mayList = isPermitted(userPermissions, 'users:list');
  const mayAssign = mayList && isPermitted(userPermissions, 'users:rolesedit');

  if (!mayList) {
    // The server lists assignees only to those who may list users; asking would only end in a refusal.
    return (
      <section aria-labelledby="role-users-title">
        <h2 id="role-users-title" className="h5">Users</h2>
        <p className="text-body-secondary">Seeing who holds this role needs the permission to list users (users:list).</p>
      </section>
    );
  }

  // The read-only admin account always keeps the Admin role (the server refuses to take it away).
  const mayRemove = (user: RoleAssignee) => isPermitted(userPermissions, `users:rolesedit:${user.username}`)
    && !(user.read_only && role.name.toLowerCase() === 'admin');

  return (
    <section aria-labelledby="role-users-title">
      <h2 id="role-users-title" className="h5">Users</h2>
      {mayAssign && <AssignUsersControl role={role} onAssigned={() => setReloadKey((key) => key + 1)} />}
      <PaginatedEntityTable<RoleAssignee>
        id="roleAssignees"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        columns={assigneeColumns}
        defaultSort={DEFAULT_SORT}
        getId={(user) => user.id}
        getTitle={(user) => user.username}
        searchPlaceholder="Search users of this role"
        emptyState={<p className="mb-0">No user holds this role yet.</p>}
        reloadKey={reloadKey}
        rowActions={(user, table) => (mayRemove(user)
          ? <RemoveAssigneeButton role={role} user={user} onRemoved={table.reload} />
          : null)} />
    </section>
  );
};

export default RoleAssigneesSection;
