// The users list's rows and columns. The admin user is reported by the server beside the list
// (context.admin_user): Graylog's admin lives in its configuration, not among the listed users.
import React from 'react';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import type { ColumnDefinition, Page, PageRequest } from '@/components/common/entity-table/types';
import Timestamp from '@/components/common/Timestamp';
import Routes from '@/routing/Routes';
import type { PaginatedUsers, UserOverview } from '@/stores/users/UsersStore';

/** A listed user, marked when it is the system's admin user. */
export type UserRow = UserOverview & { isAdmin: boolean };

/** Whether a search (over username, full name and e-mail, like the server's) finds `user`. */
export const matchesQuery = (user: UserOverview, query: string): boolean => {
  const wanted = query.trim().toLowerCase();
  return wanted === '' || [user.username, user.full_name, user.email].some((text) => (text ?? '').toLowerCase().includes(wanted));
};

/**
 * The table's page without the admin user, and the admin user to show above the table. Graylog reports
 * it beside the list (context.admin_user), not in it, so it gets a marked row of its own above the table
 * on every page rather than a place inside it: the table's counts and pages stay exactly the server's,
 * and the admin user is never among the selectable rows. The search applies to it as to the others; a
 * server that lists it anyway does not get it shown twice.
 */
export const splitUsersPage = (page: PaginatedUsers, request: Pick<PageRequest, 'query'>): { page: Page<UserRow>, adminUser: UserRow | undefined } => {
  const { adminUser } = page;
  const listed = page.list.filter((user) => user.id !== adminUser?.id).map((user) => ({ ...user, isAdmin: false }));
  const removed = page.list.length - listed.length;
  const pagination = removed === 0 ? page.pagination : { ...page.pagination, count: listed.length, total: page.pagination.total - removed };
  return {
    page: { list: listed, pagination },
    adminUser: adminUser && matchesQuery(adminUser, request.query) ? { ...adminUser, isAdmin: true } : undefined,
  };
};

export const StatusBadges = ({ user }: { user: UserRow }) => (
  <span className="d-inline-flex flex-wrap gap-1">
    {user.account_status === 'enabled'
      ? <Badge bg="success">Enabled</Badge>
      : <Badge bg="secondary">{user.account_status === 'disabled' ? 'Disabled' : user.account_status}</Badge>}
    {user.session_active && <Badge bg="info" text="dark">Active session</Badge>}
  </span>
);

export const UsernameCell = ({ user, isSelf }: { user: UserRow, isSelf: boolean }) => (
  <span className="d-inline-flex flex-wrap align-items-center gap-1">
    <Link to={Routes.SYSTEM.USERS.show(user.id)}>{user.username}</Link>
    {user.isAdmin && <Badge bg="dark">System admin</Badge>}
    {isSelf && <Badge bg="light" text="dark">You</Badge>}
    {user.external_user && <Badge bg="light" text="dark">External</Badge>}
  </span>
);

/** The columns of the users table; `currentUserId` marks the row of the logged-in user. */
export const userColumns = (currentUserId: string | undefined): Array<ColumnDefinition<UserRow>> => [
  { id: 'username', title: 'Username', sortable: true, render: (user) => <UsernameCell user={user} isSelf={user.id === currentUserId} /> },
  { id: 'full_name', title: 'Full name', sortable: true },
  { id: 'email', title: 'E-mail address', sortable: true },
  { id: 'roles', title: 'Roles', render: (user) => user.roles.join(', ') },
  { id: 'account_status', title: 'Status', render: (user) => <StatusBadges user={user} /> },
  {
    id: 'last_activity',
    title: 'Last activity',
    render: (user) => (user.last_activity ? <Timestamp dateTime={user.last_activity} /> : <span className="text-body-secondary">Never</span>),
  },
  // Only an active session has a meaningful address: an old one would only mislead.
  { id: 'client_address', title: 'Client address', render: (user) => (user.session_active ? user.client_address ?? '' : '') },
];
