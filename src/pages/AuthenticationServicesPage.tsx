import React, { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import ActiveBackendSection from '@/components/authentication/ActiveBackendSection';
import AuthenticationNavigation from '@/components/authentication/AuthenticationNavigation';
import { mayCreateBackend } from '@/components/authentication/authenticationPermissions';
import { backendColumns } from '@/components/authentication/backendColumns';
import BackendRowActions from '@/components/authentication/BackendRowActions';
import useRoleList from '@/components/authentication/useRoleList';
import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import PageHeader from '@/components/common/PageHeader';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import type { AuthenticationBackend, PaginatedBackends } from '@/stores/authentication/authenticationTypes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const DOCUMENTATION = { title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS };
const ENTITY_NAME = { singular: 'authentication service', plural: 'authentication services' };
const DEFAULT_SORT = { field: 'title', order: 'asc' as const };

/** `/system/authentication/services`: every directory service, which one is active, and the actions on them. */
const AuthenticationServicesPage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { roles } = useRoleList(isPermitted(userPermissions, 'roles:read'));
  // Undefined until the first page said which service is active (null: none).
  const [activeBackend, setActiveBackend] = useState<AuthenticationBackend | null | undefined>();
  const [reloadKey, setReloadKey] = useState(0);
  const onPageLoaded = useCallback((page: PaginatedBackends) => setActiveBackend(page.activeBackend), []);
  const columns = useMemo(() => backendColumns(activeBackend?.id, roles), [activeBackend, roles]);
  const reload = () => setReloadKey((key) => key + 1);

  const createLink = mayCreateBackend(userPermissions)
    ? <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.CREATE} className="btn btn-primary">Create service</Link>
    : undefined;

  return (
    <>
      <PageHeader
        title="Authentication Services"
        description="Directory services (LDAP, Active Directory) users can log in with. One of them can be active at a time; local users always log in."
        documentationLink={DOCUMENTATION}
        actions={createLink}>
        <AuthenticationNavigation />
      </PageHeader>
      <ActiveBackendSection activeBackend={activeBackend} userPermissions={userPermissions} onChanged={reload} />
      <PaginatedEntityTable<AuthenticationBackend, PaginatedBackends>
        id="authentication-services"
        entityName={ENTITY_NAME}
        fetchPage={AuthenticationActions.loadBackendsPaginated}
        onPageLoaded={onPageLoaded}
        columns={columns}
        defaultSort={DEFAULT_SORT}
        getId={(backend) => backend.id}
        getTitle={(backend) => backend.title}
        searchPlaceholder="Search services by title or description"
        reloadKey={reloadKey}
        emptyState={createLink ? <>No authentication services yet. <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.CREATE}>Create one</Link> to let directory users log in.</> : undefined}
        rowActions={(backend, table) => (
          <BackendRowActions backend={backend} isActive={backend.id === activeBackend?.id} userPermissions={userPermissions}
                             onChanged={table.reload} />
        )} />
    </>
  );
};

export default AuthenticationServicesPage;
