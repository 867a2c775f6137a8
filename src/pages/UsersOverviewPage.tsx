import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import IfPermitted from '@/components/common/IfPermitted';
import PageHeader from '@/components/common/PageHeader';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { BulkAction, Page, PageRequest } from '@/components/common/entity-table/types';
import AdminUserRow from '@/components/users/AdminUserRow';
import UserRowActions, { isProtectedUser } from '@/components/users/UserRowActions';
import type { UserRow } from '@/components/users/usersTable';
import { splitUsersPage, userColumns } from '@/components/users/usersTable';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import { UsersActions } from '@/stores/users/UsersStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'user', plural: 'users' };

/** A page of the table with the admin user the same answer reported, so that both always come from one answer. */
type UsersTablePage = Page<UserRow> & { adminUser: UserRow | undefined };

const fetchUsers = (request: PageRequest): Promise<UsersTablePage> => UsersActions.loadUsersPaginated(request).then((answer) => {
  const { page, adminUser } = splitUsersPage(answer, request);
  return { ...page, adminUser };
});

const BULK_ACTIONS: Array<BulkAction<UserRow>> = [
  // Quiet: the table reports the whole run, so a toast per user would only repeat it.
  { label: 'Disable', run: (user) => UsersActions.setStatus(user, 'disabled', { quiet: true }), describe: (user) => user.username },
  { label: 'Delete', variant: 'danger', run: (user) => UsersActions.delete(user, { quiet: true }), describe: (user) => user.username },
];

/** `/system/users`: every user, searchable, with their status, roles and sessions; the admin user first. */
const UsersOverviewPage = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const currentUserId = currentUser?.id;
  const permissions = currentUser?.permissions;
  // Taken from the page the table accepted: a late answer to an older search never shows its admin user.
  const [adminUser, setAdminUser] = useState<UserRow | undefined>();
  const onPageLoaded = useCallback((page: UsersTablePage) => setAdminUser(page.adminUser), []);

  const columns = useMemo(() => userColumns(currentUserId), [currentUserId]);
  // Deleting needs users:edit over all users (the server's rule); disabling is offered with it.
  const bulkActions = isPermitted(permissions, 'users:edit') ? BULK_ACTIONS : undefined;
  const isSelectable = useCallback((user: UserRow) => !isProtectedUser(user, currentUserId), [currentUserId]);

  return (
    <>
      <PageHeader
        title="Users"
        description="Create, edit and remove the users who can log in, and see who is active."
        documentationLink={{ title: 'Users and roles', path: DocsHelper.PAGES.USERS }}
        actions={(
          <IfPermitted permissions="users:create">
            <Link className="btn btn-primary" to={Routes.SYSTEM.USERS.CREATE}>Create user</Link>
          </IfPermitted>
        )} />
      {adminUser && <AdminUserRow user={adminUser} currentUserId={currentUserId} permissions={permissions} />}
      <PaginatedEntityTable<UserRow, UsersTablePage>
        id="users"
        entityName={ENTITY_NAME}
        fetchPage={fetchUsers}
        onPageLoaded={onPageLoaded}
        columns={columns}
        defaultSort={{ field: 'username', order: 'asc' }}
        getId={(user) => user.id}
        getTitle={(user) => user.username}
        isSelectable={isSelectable}
        bulkActions={bulkActions}
        searchPlaceholder="Search by username, full name or e-mail"
        emptyState={<p className="mb-0">No users besides the admin user yet.</p>}
        rowActions={(user, table) => (
          <UserRowActions user={user} currentUserId={currentUserId} permissions={permissions} reload={table.reload} />
        )} />
    </>
  );
};

export default UsersOverviewPage;
