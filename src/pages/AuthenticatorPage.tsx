import React from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import AuthenticationNavigation from '@/components/authentication/AuthenticationNavigation';
import { mayEditHttpHeaderConfig } from '@/components/authentication/authenticationPermissions';
import {
  HTTP_HEADER_AUTH_DESCRIPTION,
  HTTP_HEADER_AUTH_TITLE,
  HTTP_HEADER_AUTH_TRUSTED_SOURCE,
  HTTP_HEADER_AUTH_WARNING,
} from '@/components/authentication/httpHeaderAuthTexts';
import { Fact, Facts } from '@/components/common/Facts';
import LoadFailure from '@/components/common/LoadFailure';
import PageHeader from '@/components/common/PageHeader';
import SectionCard from '@/components/common/SectionCard';
import Spinner from '@/components/common/Spinner';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';
import { AuthenticatorsActions } from '@/stores/authentication/AuthenticatorsStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const load = () => AuthenticatorsActions.loadHttpHeaderConfig();

/** `/system/authentication/authenticator`: how users may log in besides passwords (HTTP header authentication). */
const AuthenticatorPage = () => {
  const userPermissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { value: config, failed, reason, reload } = useLoaded(load);
  const editLink = mayEditHttpHeaderConfig(userPermissions)
    ? <Link to={Routes.SYSTEM.AUTHENTICATION.AUTHENTICATOR.EDIT} className="btn btn-primary">Edit authenticators</Link>
    : undefined;
  let content: React.ReactNode;
  if (failed && config === undefined) {
    content = <LoadFailure what="HTTP header authentication config" reason={reason} onRetry={reload} />;
  } else if (!config) {
    content = <Spinner page />;
  } else {
    content = (
      <SectionCard title={HTTP_HEADER_AUTH_TITLE} description={HTTP_HEADER_AUTH_DESCRIPTION}>
        <Facts>
          <Fact label="Enabled">{config.enabled ? 'Yes' : 'No'}</Fact>
          <Fact label="Username header"><code>{config.username_header}</code></Fact>
        </Facts>
        <p className="mt-3 mb-0">{HTTP_HEADER_AUTH_TRUSTED_SOURCE}</p>
        {config.enabled && <Alert variant="warning" className="mt-3 mb-0">{HTTP_HEADER_AUTH_WARNING}</Alert>}
      </SectionCard>
    );
  }
  return (
    <>
      <PageHeader title="Authenticators" description="Ways to log in that need no password of their own."
                  documentationLink={{ title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS }} actions={editLink}>
        <AuthenticationNavigation />
      </PageHeader>
      {content}
    </>
  );
};

export default AuthenticatorPage;
