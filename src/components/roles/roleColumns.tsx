import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import Routes from '@/routing/Routes';
import type { AuthzRole, RoleAssignee, UserSummary } from '@/stores/roles/AuthzRolesStore';

import { summarizeUsers } from './roleTexts';

/** Badge for the roles every installation has; they cannot be changed or deleted. */
export const BuiltInBadge = () => <Badge bg="secondary" className="ms-2">built-in</Badge>;

/** A role of the overview, with the users holding it (undefined: the server did not say). */
export type RoleWithUsers = AuthzRole & { users: Array<UserSummary> | undefined };

export const roleColumns: Array<ColumnDefinition<RoleWithUsers>> = [
  {
    id: 'name',
    title: 'Name',
    sortable: true,
    render: (role) => (
      <>
        <Link to={Routes.SYSTEM.ROLES.show(role.id)}>{role.name}</Link>
        {role.read_only && <BuiltInBadge />}
      </>
    ),
  },
  { id: 'description', title: 'Description', sortable: true },
  {
    id: 'users',
    title: 'Users',
    render: ({ users }) => (users
      ? <span title={users.map((user) => user.username).join(', ')}>{summarizeUsers(users)}</span>
      : <span className="text-body-secondary" title="The server did not say who holds this role">unknown</span>),
  },
  {
    id: 'permissions',
    title: 'Permissions',
    hiddenByDefault: true,
    render: (role) => `${role.permissions.length} permission${role.permissions.length === 1 ? '' : 's'}`,
  },
];

export const assigneeColumns: Array<ColumnDefinition<RoleAssignee>> = [
  { id: 'username', title: 'User name', sortable: true, render: (user) => <Link to={Routes.SYSTEM.USERS.show(user.id)}>{user.username}</Link> },
  { id: 'full_name', title: 'Full name', sortable: true },
  { id: 'email', title: 'E-mail', sortable: true },
];
