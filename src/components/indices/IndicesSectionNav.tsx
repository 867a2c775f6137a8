import React from 'react';

import SectionNavigation from '@/components/common/SectionNavigation';
import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

/** The index sets and the indexer failures side by side under each indices page's header, as far as the user may see them. */
const IndicesSectionNav = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const links = [
    { label: 'Index sets', path: Routes.SYSTEM.INDICES.LIST },
    ...(isPermitted(permissions, 'indices:failures') ? [{ label: 'Indexer failures', path: Routes.SYSTEM.INDICES.FAILURES }] : []),
  ];
  return <SectionNavigation label="Indices" links={links} />;
};

export default IndicesSectionNav;
