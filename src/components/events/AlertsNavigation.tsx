import React from 'react';
import { NavLink } from 'react-router-dom';

import Routes from '@/routing/Routes';

// Open to everyone, as in Graylog 4: each page lists only what the user may read (shares included), and a user
// with one shared definition holds eventdefinitions:read:<id>, not the bare permission.
const LINKS = [
  { path: Routes.ALERTS.LIST, label: 'Alerts & Events' },
  { path: Routes.ALERTS.DEFINITIONS.LIST, label: 'Event Definitions' },
  { path: Routes.ALERTS.NOTIFICATIONS.LIST, label: 'Notifications' },
];

/** The three alerting pages, side by side under each one's header. */
const AlertsNavigation = () => (
  <nav aria-label="Alerts" className="mt-2">
    <ul className="nav nav-pills">
      {LINKS.map((link) => (
        <li key={link.path} className="nav-item">
          <NavLink exact to={link.path} className="nav-link py-1" activeClassName="active">{link.label}</NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

export default AlertsNavigation;
