import React from 'react';
import { Link } from 'react-router-dom';

import Routes from '@/routing/Routes';

type Page = 'alerts' | 'conditions' | 'notifications';

const PAGES: Array<{ page: Page, label: string, to: string }> = [
  { page: 'alerts', label: 'Alerts', to: Routes.LEGACY_ALERTS.LIST },
  { page: 'conditions', label: 'Conditions', to: Routes.LEGACY_ALERTS.CONDITIONS },
  { page: 'notifications', label: 'Notifications', to: Routes.LEGACY_ALERTS.NOTIFICATIONS },
];

/** The three legacy alerting lists, the current one marked; `children` are the page's own actions. */
const LegacyAlertsLinks = ({ current, children }: { current: Page, children?: React.ReactNode }) => (
  <div className="d-flex flex-wrap gap-2">
    <nav aria-label="Legacy alerts" className="btn-group">
      {PAGES.map(({ page, label, to }) => (
        <Link key={page} to={to} className={`btn ${page === current ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-current={page === current ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
    {children}
  </div>
);

export default LegacyAlertsLinks;
