import React from 'react';
import { NavLink } from 'react-router-dom';

import { isPermitted } from '@/logic/permissions';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';

const LINKS = [
  { path: Routes.ALERTS.LIST, label: 'Alerts & Events', permission: 'eventdefinitions:read' },
  { path: Routes.ALERTS.DEFINITIONS.LIST, label: 'Event Definitions', permission: 'eventdefinitions:read' },
  { path: Routes.ALERTS.NOTIFICATIONS.LIST, label: 'Notifications', permission: 'eventnotifications:read' },
];

/** The three alerting pages, side by side under each one's header. */
const AlertsNavigation = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  return (
    <nav aria-label="Alerts" className="mt-2">
      <ul className="nav nav-pills">
        {LINKS.filter((link) => isPermitted(permissions, link.permission)).map((link) => (
          <li key={link.path} className="nav-item">
            <NavLink exact to={link.path} className="nav-link py-1" activeClassName="active">{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};

export default AlertsNavigation;
