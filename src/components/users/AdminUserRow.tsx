import React from 'react';

import Timestamp from '@/components/common/Timestamp';

import UserRowActions from './UserRowActions';
import type { UserRow } from './usersTable';
import { StatusBadges, UsernameCell } from './usersTable';

type Props = {
  user: UserRow,
  currentUserId: string | undefined,
  permissions: ReadonlyArray<string> | undefined,
};

const Detail = ({ label, children }: { label: string, children: React.ReactNode }) => (
  <span><span className="text-body-secondary">{label}: </span>{children}</span>
);

/** The system's admin user, marked, in a row of its own above the users table (see splitUsersPage). */
const AdminUserRow = ({ user, currentUserId, permissions }: Props) => (
  <section className="card mb-3 console-admin-user" aria-label="System admin">
    <div className="card-body py-2 d-flex flex-wrap align-items-center gap-3">
      <UsernameCell user={user} isSelf={user.id === currentUserId} />
      {user.full_name && <span>{user.full_name}</span>}
      {user.email && <span>{user.email}</span>}
      <Detail label="Roles">{user.roles.join(', ') || 'none'}</Detail>
      <StatusBadges user={user} />
      <Detail label="Last activity">{user.last_activity ? <Timestamp dateTime={user.last_activity} /> : 'never'}</Detail>
      {user.session_active && user.client_address && <Detail label="Client address">{user.client_address}</Detail>}
      <div className="ms-auto">
        {/* Nothing here changes the list: the admin user cannot be disabled or deleted. */}
        <UserRowActions user={user} currentUserId={currentUserId} permissions={permissions} reload={() => {}} />
      </div>
    </div>
  </section>
);

export default AdminUserRow;
