import React from 'react';

import SectionNavigation from '@/components/common/SectionNavigation';
import Routes from '@/routing/Routes';

const SECTIONS = [
  { label: 'Overview', path: Routes.SYSTEM.SIDECARS.OVERVIEW },
  { label: 'Administration', path: Routes.SYSTEM.SIDECARS.ADMINISTRATION },
  { label: 'Configuration', path: Routes.SYSTEM.SIDECARS.CONFIGURATION },
];

/** The three pages of the sidecars area, side by side under each sidecar page's header. */
const SidecarSectionNav = () => <SectionNavigation label="Sidecars" links={SECTIONS} />;

export default SidecarSectionNav;
