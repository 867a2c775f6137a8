import React from 'react';
import { Alert } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import { mayEditHttpHeaderConfig } from '@/components/authentication/authenticationPermissions';
import {
  HTTP_HEADER_AUTH_DESCRIPTION,
  HTTP_HEADER_AUTH_TITLE,
  HTTP_HEADER_AUTH_TRUSTED_SOURCE,
  HTTP_HEADER_AUTH_WARNING,
  USERNAME_HEADER_HELP,
} from '@/components/authentication/httpHeaderAuthTexts';
import EntityForm from '@/components/common/form/EntityForm';
import FormField from '@/components/common/form/FormField';
import useEntityForm from '@/components/common/form/useEntityForm';
import { requireFields } from '@/components/common/form/validators';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import MissingPermissions from '@/components/errors/MissingPermissions';
import Routes from '@/routing/Routes';
import type { HTTPHeaderAuthConfig } from '@/stores/authentication/authenticationTypes';
import { AuthenticatorsActions } from '@/stores/authentication/AuthenticatorsStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const load = () => AuthenticatorsActions.loadHttpHeaderConfig();
const validate = (values: HTTPHeaderAuthConfig) => requireFields(values, { username_header: 'Username header' });

const HttpHeaderAuthForm = ({ config }: { config: HTTPHeaderAuthConfig }) => {
  const history = useHistory();
  const form = useEntityForm<HTTPHeaderAuthConfig>({
    initialValues: config,
    validate,
    onSubmit: (values) => AuthenticatorsActions.updateHttpHeaderConfig({ enabled: values.enabled, username_header: values.username_header.trim() }),
    onSuccess: () => history.push(Routes.SYSTEM.AUTHENTICATION.AUTHENTICATOR.SHOW),
  });
  return (
    <SectionCard title={HTTP_HEADER_AUTH_TITLE} description={HTTP_HEADER_AUTH_DESCRIPTION}>
      <EntityForm form={form} submitLabel="Update config" cancelTo={Routes.SYSTEM.AUTHENTICATION.AUTHENTICATOR.SHOW}>
        <FormField form={form} type="checkbox" name="enabled" label="Enable single sign-on via HTTP header" />
        <FormField form={form} name="username_header" label="Username header" required help={USERNAME_HEADER_HELP} />
        <Alert variant="info">
          <p className="mb-2">{HTTP_HEADER_AUTH_TRUSTED_SOURCE}</p>
          <p className="mb-0">{HTTP_HEADER_AUTH_WARNING}</p>
        </Alert>
      </EntityForm>
    </SectionCard>
  );
};

/** `/system/authentication/authenticator/edit`: turns HTTP header authentication on or off and names its header. */
const AuthenticatorEditPage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: config, failed, reason, reload } = useLoaded(load);
  if (!mayEditHttpHeaderConfig(userPermissions)) return <MissingPermissions />;
  let content: React.ReactNode;
  if (failed && config === undefined) {
    content = <LoadFailure what="HTTP header authentication config" reason={reason} onRetry={reload} />;
  } else if (!config) {
    content = <Spinner page />;
  } else {
    content = <HttpHeaderAuthForm config={config} />;
  }
  return (
    <>
      <PageHeader title="Edit Authenticators" description="Ways to log in that need no password of their own."
                  documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }} />
      {content}
    </>
  );
};

export default AuthenticatorEditPage;
