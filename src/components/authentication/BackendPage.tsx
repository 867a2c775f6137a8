import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Routes from '@/routing/Routes';
import type { AuthenticationBackend } from '@/stores/authentication/authenticationTypes';
import DocsHelper from '@/util/DocsHelper';

import AuthenticationNavigation from './AuthenticationNavigation';
import { ActiveBadge } from './backendColumns';
import BackendDetails from './BackendDetails';
import BackendUsersSection from './BackendUsersSection';

export const AUTHENTICATION_DOCUMENTATION = { title: 'Authentication', path: DocsHelper.PAGES.AUTHENTICATORS };

type Props = {
  backend: AuthenticationBackend,
  active: boolean,
  documentTitle: string,
  description: string,
  mayReadUsers: boolean,
};

/** One authentication service: its configuration sections and, for who may read them, the users it created. */
const BackendPage = ({ backend, active, documentTitle, description, mayReadUsers }: Props) => (
  <>
    <PageHeader title={<>{backend.title}{active && <ActiveBadge />}</>} documentTitle={documentTitle}
                description={backend.description || description}
                documentationLink={AUTHENTICATION_DOCUMENTATION}
                actions={<Link to={Routes.SYSTEM.AUTHENTICATION.SERVICES.LIST} className="btn btn-outline-secondary">All services</Link>}>
      <AuthenticationNavigation />
    </PageHeader>
    <BackendDetails backend={backend} />
    {mayReadUsers && <BackendUsersSection backendId={backend.id} />}
  </>
);

export default BackendPage;
