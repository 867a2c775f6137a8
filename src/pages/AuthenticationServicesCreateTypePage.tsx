import React, { useMemo } from 'react';
import { useHistory, useParams } from 'react-router-dom';

import BackendWizard from '@/components/authentication/BackendWizard';
import { serviceTypeOf } from '@/components/authentication/serviceTypes';
import { newServiceValues, SERVER_CONFIG_STEP } from '@/components/authentication/wizardValues';
import PageHeader from '@/components/common/PageHeader';
import NotFoundPage from '@/pages/NotFoundPage';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/system/authentication/services/create/:type`: the wizard for a new LDAP or Active Directory service. */
const AuthenticationServicesCreateTypePage = () => {
  const { type } = useParams<{ type: string }>();
  const history = useHistory();
  const serviceType = serviceTypeOf(type);
  const initialValues = useMemo(() => (serviceType ? newServiceValues(serviceType) : undefined), [serviceType]);
  if (!serviceType || !initialValues) {
    return <NotFoundPage message={`There is no authentication service type "${type}". Choose LDAP or Active Directory.`} />;
  }
  return (
    <>
      <PageHeader title={`Create ${serviceType.title} Authentication Service`}
                  description="Configure the server, then how users are found; test the connection and a login before saving."
                  documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }} />
      <BackendWizard key={serviceType.type} serviceType={serviceType} initialValues={initialValues} initialStep={SERVER_CONFIG_STEP}
                     cancelTo={Routes.SYSTEM.AUTHENTICATION.SERVICES.CREATE}
                     onSaved={(backend) => history.push(Routes.SYSTEM.AUTHENTICATION.SERVICES.show(backend.id))} />
    </>
  );
};

export default AuthenticationServicesCreateTypePage;
