import React from 'react';
import { Link, useParams } from 'react-router-dom';

import AuthenticationNavigation from '@/components/authentication/AuthenticationNavigation';
import { mayReadBackendUsers } from '@/components/authentication/authenticationPermissions';
import { ActiveBadge } from '@/components/authentication/backendColumns';
import BackendDetails from '@/components/authentication/BackendDetails';
import BackendUsersSection from '@/components/authentication/BackendUsersSection';
import { serviceTypeTitle } from '@/components/authentication/serviceTypes';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';
import { AuthenticationActions, AuthenticationStore } from '@/stores/authentication/AuthenticationStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/system/authentication/services/:backendId`: a service's configuration and the users it created. */
const AuthenticationServicesDetailsPage = () => {
  const { backendId } = useParams<{ backendId: string }>();
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const activeId = useStore(AuthenticationStore, (state) => state.activeBackend?.id);
  // A 404 is the not-found page (the fetch layer reports it); anything else is said here, with a retry.
  const { value: backend, failed, reason, reload } = useLoaded(AuthenticationActions.load, backendId);
  if (failed && backend === undefined) return <LoadFailure what="authentication service" reason={reason} onRetry={reload} />;
  if (!backend) return <Spinner page />;

  return (
    <>
      <PageHeader title={<>{backend.title}{backend.id === activeId && <ActiveBadge />}</>} documentTitle={`Authentication service ${backend.title}`}
                  description={backend.description || `A ${serviceTypeTitle(backend.config.type)} service.`}
                  documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }}
                  actions={<Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.LIST} className="btn btn-outline-secondary">All services</Link>}>
        <AuthenticationNavigation />
      </PageHeader>
      <BackendDetails backend={backend} />
      {mayReadBackendUsers(userPermissions) && <BackendUsersSection backendId={backend.id} />}
    </>
  );
};

export default AuthenticationServicesDetailsPage;
