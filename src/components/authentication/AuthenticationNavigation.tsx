import React from 'react';

import SectionNavigation from '@/components/common/SectionNavigation';
import Routes from '@/routing/Routes';

const LINKS = [
  { label: 'Services', path: Routes.SYSTEM.AUTHENTICATION.SERVICES.LIST },
  { label: 'Active service', path: Routes.SYSTEM.AUTHENTICATION.SERVICES.ACTIVE },
  { label: 'Authenticators', path: Routes.SYSTEM.AUTHENTICATION.AUTHENTICATOR.SHOW },
];

/** The authentication pages side by side under each one's header. */
const AuthenticationNavigation = () => <SectionNavigation label="Authentication" links={LINKS} />;

export default AuthenticationNavigation;
