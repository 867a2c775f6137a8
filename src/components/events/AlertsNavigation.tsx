import React from 'react';

import SectionNavigation from '@/components/common/SectionNavigation';
import Routes from '@/routing/Routes';

// Open to everyone, as in Graylog 4: each page lists only what the user may read (shares included), and a user
// with one shared definition holds eventdefinitions:read:<id>, not the bare permission.
const LINKS = [
  { label: 'Alerts & Events', path: Routes.ALERTS.LIST },
  { label: 'Event Definitions', path: Routes.ALERTS.DEFINITIONS.LIST },
  { label: 'Notifications', path: Routes.ALERTS.NOTIFICATIONS.LIST },
];

/** The three alerting pages, side by side under each one's header. */
const AlertsNavigation = () => <SectionNavigation label="Alerts" links={LINKS} />;

export default AlertsNavigation;
