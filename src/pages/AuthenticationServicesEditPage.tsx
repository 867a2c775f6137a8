import React, { useMemo } from 'react';
import { useHistory, useLocation, useParams } from 'react-router-dom';

import { mayEditBackend } from '@/components/authentication/authenticationPermissions';
import BackendWizard from '@/components/authentication/BackendWizard';
import { serviceTypeOf, serviceTypeTitle } from '@/components/authentication/serviceTypes';
import { backendValues, stepKeyOf } from '@/components/authentication/wizardValues';
import ErrorPage from '@/components/common/ErrorPage';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import MissingPermissions from '@/components/errors/MissingPermissions';
import Routes from '@/routing/Routes';
import { AuthenticationActions } from '@/stores/authentication/AuthenticationStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/**
 * `/system/authentication/services/edit/:backendId?initialStepKey=…`: the service's wizard, filled in with what
 * is saved and opened at the step the link names.
 */
const AuthenticationServicesEditPage = () => {
  const { backendId } = useParams<{ backendId: string }>();
  const { search } = useLocation();
  const history = useHistory();
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: backend, failed, reason, reload } = useLoaded(AuthenticationActions.load, backendId);
  const initialStep = stepKeyOf(new URLSearchParams(search).get('initialStepKey'));
  // Read once per loaded backend: a reload after the server came back must not wipe what was typed.
  const initialValues = useMemo(() => (backend ? backendValues(backend) : undefined), [backend?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!mayEditBackend(userPermissions, backendId)) return <MissingPermissions />;
  if (failed && backend === undefined) return <LoadFailure what="authentication service" reason={reason} onRetry={reload} />;
  if (!backend || !initialValues) return <Spinner page />;
  const serviceType = serviceTypeOf(backend.config.type);
  if (!serviceType) {
    return <ErrorPage title="This service cannot be edited here" description={`Services of type ${serviceTypeTitle(backend.config.type)} are not edited in this console.`} />;
  }
  const detailsPath = Routes.SYSTEM.AUTHENTICATION.SERVICES.show(backend.id);
  return (
    <>
      <PageHeader title={`Edit ${serviceType.title} Authentication Service "${backend.title}"`} documentTitle={`Edit authentication service ${backend.title}`}
                  description="Change the server or how users are found; test the connection and a login before saving."
                  documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }} />
      <BackendWizard key={backend.id} serviceType={serviceType} backend={backend} initialValues={initialValues} initialStep={initialStep}
                     cancelTo={detailsPath} onSaved={() => history.push(detailsPath)} />
    </>
  );
};

export default AuthenticationServicesEditPage;
