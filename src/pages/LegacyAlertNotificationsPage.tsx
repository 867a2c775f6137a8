import React from 'react';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import LegacyAlertsLinks from '@/components/legacyalerts/LegacyAlertsLinks';
import LoadFailure from '@/components/legacyalerts/LoadFailure';
import NotificationsTable from '@/components/legacyalerts/NotificationsTable';
import useLegacyAlertsData from '@/components/legacyalerts/useLegacyAlertsData';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const NEEDS = { callbackTypes: true };

/** `/legacy/alerts/notifications`: every alarm callback of the streams the user may read. */
const LegacyAlertNotificationsPage = () => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { data, error, retry } = useLegacyAlertsData(NEEDS);
  const create = <Link className="btn btn-primary" to={Routes.LEGACY_ALERTS.NEW_NOTIFICATION}>Add new notification</Link>;
  return (
    <>
      <PageHeader
        title="Alert notifications"
        description="The legacy alert notifications (alarm callbacks) of your streams: each alert of a stream calls all of its notifications."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }}
        actions={<LegacyAlertsLinks current="notifications">{create}</LegacyAlertsLinks>} />
      {error !== undefined && <LoadFailure what="streams and notification types" error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <Spinner text="Loading streams and notification types…" />}
      {data && (
        <NotificationsTable id="legacy-alert-notifications" streams={data.streams} types={data.callbackTypes} permissions={permissions}
                            emptyState={<p className="mb-0">No notifications yet on the streams you may read. <Link to={Routes.LEGACY_ALERTS.NEW_NOTIFICATION}>Add the first one</Link>.</p>} />
      )}
    </>
  );
};

export default LegacyAlertNotificationsPage;
