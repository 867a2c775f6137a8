import React from 'react';

import SectionNavigation from '@/components/common/SectionNavigation';
import Routes from '@/routing/Routes';

const SECTIONS = [
  { label: 'Lookup Tables', path: Routes.SYSTEM.LOOKUPTABLES.LIST },
  { label: 'Caches', path: Routes.SYSTEM.LOOKUPTABLES.CACHES.LIST },
  { label: 'Data Adapters', path: Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.LIST },
];

/** The three lists of the lookup area, side by side under each lookup page's header. */
const LookupSectionNav = () => <SectionNavigation label="Lookup tables" links={SECTIONS} />;

export default LookupSectionNav;
