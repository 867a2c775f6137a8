import React from 'react';
import { useLocation } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import AlertsNavigation from '@/components/events/AlertsNavigation';
import EventsSearch from '@/components/events/events/EventsSearch';
import DocsHelper from '@/util/DocsHelper';

const StreamLegacyAlerts = React.lazy(() => import(/* webpackChunkName: "StreamLegacyAlerts" */ '@/components/legacyalerts/StreamLegacyAlerts'));

/**
 * `/alerts`: the events search (alerts only, 25 a page, by default). With `?stream_id=` it is the older link to
 * one stream's legacy alerts, which shows them instead.
 */
const AlertsPage = () => {
  const streamId = new URLSearchParams(useLocation().search).get('stream_id');
  if (streamId) {
    return (
      <React.Suspense fallback={<Spinner page />}>
        <StreamLegacyAlerts streamId={streamId} />
      </React.Suspense>
    );
  }
  return (
    <>
      <PageHeader title="Alerts & Events" description="Events that event definitions created; alerts are the events of definitions that notify someone."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }}>
        <AlertsNavigation />
      </PageHeader>
      <EventsSearch />
    </>
  );
};

export default AlertsPage;
