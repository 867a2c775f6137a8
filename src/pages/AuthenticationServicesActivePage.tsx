import React, { useCallback } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import AuthenticationNavigation from '@/components/authentication/AuthenticationNavigation';
import { mayCreateBackend, mayReadBackendUsers } from '@/components/authentication/authenticationPermissions';
import BackendPage, { AUTHENTICATION_DOCUMENTATION } from '@/components/authentication/BackendPage';
import { serviceTypeTitle } from '@/components/authentication/serviceTypes';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/** `/system/authentication/services/active`: the service users log in with, or that there is none. */
const AuthenticationServicesActivePage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const loadActive = useCallback(() => AuthenticationActions.loadActive(), []);
  const { value: active, failed, reason, reload } = useLoaded(loadActive);
  if (failed && active === undefined) return <LoadFailure what="active authentication service" reason={reason} onRetry={reload} />;
  if (!active) return <Spinner page />;
  const { backend, backendsTotal } = active;

  if (!backend) {
    return (
      <>
        <PageHeader title="No active authentication service" documentTitle="Active authentication service" documentationLink={AUTHENTICATION_DOCUMENTATION}
                    description="Only local users can log in: no directory service is active.">
          <AuthenticationNavigation />
        </PageHeader>
        <Card>
          <Card.Body>
            <p>
              {backendsTotal > 0
                ? `There ${backendsTotal === 1 ? 'is one service' : `are ${backendsTotal} services`}, none of them active. Activate one in the list of services.`
                : 'No authentication service has been created yet.'}
            </p>
            <div className="d-flex gap-2">
              {mayCreateBackend(userPermissions) && <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.CREATE} className="btn btn-primary">Create service</Link>}
              {backendsTotal > 0 && <Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.LIST} className="btn btn-outline-secondary">All services</Link>}
            </div>
          </Card.Body>
        </Card>
      </>
    );
  }

  return (
    <BackendPage backend={backend} active documentTitle={`Active authentication service ${backend.title}`}
                 description={`The active ${serviceTypeTitle(backend.config.type)} service: users log in with its directory.`}
                 mayReadUsers={mayReadBackendUsers(userPermissions)} />
  );
};

export default AuthenticationServicesActivePage;
