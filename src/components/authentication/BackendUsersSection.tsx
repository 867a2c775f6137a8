import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import type { ColumnDefinition, PageRequest } from '@/components/common/entity-table/types';
import SectionCard from '@/components/common/SectionCard';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { BackendUsers } from '@/stores/authentication/authenticationTypes';
import type { UserOverview } from '@/stores/users/UsersStore';

const ENTITY_NAME = { singular: 'user', plural: 'users' };
const DEFAULT_SORT = { field: 'full_name', order: 'asc' as const };

const columns = (roleTitles: { [roleId: string]: string }): Array<ColumnDefinition<UserOverview>> => [
  { id: 'username', title: 'User name', sortable: true, render: (user) => <Link to={Routes.SYSTEM.USERS.show(user.id)}>{user.username}</Link> },
  { id: 'full_name', title: 'Full name', sortable: true },
  { id: 'email', title: 'E-mail', sortable: true },
  // Graylog lists a user's roles by id here and names them in the page's context.
  { id: 'roles', title: 'Roles', render: (user) => user.roles.map((role) => roleTitles[role] ?? role).join(', ') },
  { id: 'enabled', title: 'Status', render: (user) => (user.enabled === false ? 'Disabled' : 'Enabled') },
];

/** The users a service created at their first login, paginated and searchable. */
const BackendUsersSection = ({ backendId }: { backendId: string }) => {
  const [roleTitles, setRoleTitles] = useState<{ [roleId: string]: string }>({});
  const fetchPage = useCallback((request: PageRequest) => AuthenticationActions.loadUsersPaginated(backendId, request), [backendId]);
  const onPageLoaded = useCallback((page: BackendUsers) => setRoleTitles(page.roleTitles), []);
  const tableColumns = useMemo(() => columns(roleTitles), [roleTitles]);
  return (
    <SectionCard title="Synchronized users" description="Users created by this service when they first logged in.">
      <PaginatedEntityTable<UserOverview, BackendUsers>
        id="authentication-service-users"
        entityName={ENTITY_NAME}
        fetchPage={fetchPage}
        onPageLoaded={onPageLoaded}
        columns={tableColumns}
        defaultSort={DEFAULT_SORT}
        getId={(user) => user.id}
        getTitle={(user) => user.username}
        searchPlaceholder="Search users by name, full name or e-mail"
        emptyState="No user has logged in through this service yet." />
    </SectionCard>
  );
};

export default BackendUsersSection;
