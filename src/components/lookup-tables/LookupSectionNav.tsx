import React from 'react';
import { NavLink } from 'react-router-dom';

import Routes from '@/routing/Routes';

const SECTIONS = [
  { label: 'Lookup Tables', path: Routes.SYSTEM.LOOKUPTABLES.LIST },
  { label: 'Caches', path: Routes.SYSTEM.LOOKUPTABLES.CACHES.LIST },
  { label: 'Data Adapters', path: Routes.SYSTEM.LOOKUPTABLES.DATA_ADAPTERS.LIST },
];

/** The three lists of the lookup area, side by side under each lookup page's header. */
const LookupSectionNav = () => (
  <nav aria-label="Lookup tables" className="mt-2">
    <ul className="nav nav-pills">
      {SECTIONS.map((section) => (
        <li key={section.path} className="nav-item">
          <NavLink exact to={section.path} className="nav-link py-1" activeClassName="active">{section.label}</NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

export default LookupSectionNav;
