import React, { useEffect } from 'react';
import { useParams } from 'react-router-dom';

import { mayReadActiveBackend, mayReadBackendUsers } from '@/components/authentication/authenticationPermissions';
import BackendPage from '@/components/authentication/BackendPage';
import { serviceTypeTitle, withArticle } from '@/components/authentication/serviceTypes';
import LoadFailure from '@/components/common/LoadFailure';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import { AuthenticationActions, AuthenticationStore } from '@/stores/authentication/AuthenticationStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/** `/system/authentication/services/:backendId`: a service's configuration and the users it created. */
const AuthenticationServicesDetailsPage = () => {
  const { backendId } = useParams<{ backendId: string }>();
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const activeId = useStore(AuthenticationStore, (state) => state.activeBackend?.id);
  const mayReadActive = mayReadActiveBackend(userPermissions);
  // Whether this is the active backend: the store knows only once a page asked, so a page opened directly asks
  // too. A failure only leaves the mark away; the page is about the backend itself.
  useEffect(() => {
    if (mayReadActive) AuthenticationActions.loadActive({ sideLoad: true }).catch(() => undefined);
  }, [backendId, mayReadActive]);
  // A 404 is the not-found page (the fetch layer reports it); anything else is said here, with a retry.
  const { value: backend, failed, reason, reload } = useLoaded(AuthenticationActions.load, backendId);
  if (failed && backend === undefined) return <LoadFailure what="authentication service" reason={reason} onRetry={reload} />;
  if (!backend) return <Spinner page />;

  return (
    <BackendPage backend={backend} active={backend.id === activeId} documentTitle={`Authentication service ${backend.title}`}
                 description={`${withArticle(serviceTypeTitle(backend.config.type), true)} service.`}
                 mayReadUsers={mayReadBackendUsers(userPermissions)} />
  );
};

export default AuthenticationServicesDetailsPage;
