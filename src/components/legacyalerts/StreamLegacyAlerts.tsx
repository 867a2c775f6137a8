import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import Routes from '@/routing/Routes';
import type { AlertCondition, AlertConditionTypes } from '@/stores/alerts/AlertConditionsStore';
import { AlertConditionsActions } from '@/stores/alerts/AlertConditionsStore';
import type { AlarmCallbackTypes } from '@/stores/alerts/AlertNotificationsStore';
import { AlertNotificationsActions } from '@/stores/alerts/AlertNotificationsStore';
import { useStore } from '@/stores/connect';
import { StreamsActions } from '@/stores/streams/StreamsStore';
import type { Stream } from '@/stores/streams/streamTypes';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

import { mayManageStreamAlerts } from './alertPermissions';
import AlertsTable from './AlertsTable';
import ConditionsTable from './ConditionsTable';
import { streamTitlesOf } from './legacyAlertTexts';
import LoadFailure from './LoadFailure';
import NotificationsTable from './NotificationsTable';

type Loaded = {
  stream: Stream,
  conditions: Array<AlertCondition>,
  conditionTypes: AlertConditionTypes,
  callbackTypes: AlarmCallbackTypes,
};

// A stream the user may not read, or one that does not exist, is the page's missing-permissions or not-found
// page (the stream's own load reports it). Its conditions are asked for only once the stream has loaded, so
// that such a stream is reported once, by that page, and not again by a "Could not retrieve" toast; the
// types do not depend on the stream and load meanwhile.
const load = (streamId: string): Promise<Loaded> => Promise.all([
  StreamsActions.get(streamId).then((stream) => AlertConditionsActions.list(streamId).then((conditions) => ({ stream, conditions }))),
  AlertConditionsActions.available(),
  AlertNotificationsActions.available(),
]).then(([{ stream, conditions }, conditionTypes, callbackTypes]) => ({ stream, conditions, conditionTypes, callbackTypes }));

const SendTestAlert = ({ streamId, onSent }: { streamId: string, onSent: () => void }) => {
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    // The store says in a toast how it went.
    AlertNotificationsActions.sendDummyAlert(streamId).then(onSent, () => undefined).then(() => setSending(false));
  };
  return <Button variant="outline-primary" onClick={send} disabled={sending}>{sending ? 'Sending test alert…' : 'Send test alert'}</Button>;
};

/**
 * The legacy alerting of one stream (`/alerts/?stream_id=`): its alerts with their notification history, its
 * conditions and its notifications, and a test alert sent to every notification of the stream.
 */
const StreamLegacyAlerts = ({ streamId }: { streamId: string }) => {
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const [loaded, setLoaded] = useState<{ data?: Loaded, error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const [alertsReloadKey, setAlertsReloadKey] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useReloadOnReconnect(retry);

  useEffect(() => {
    let current = true;
    load(streamId).then(
      (data) => { if (current) setLoaded({ data }); },
      (error: unknown) => { if (current) setLoaded((previous) => ({ data: previous.data?.stream.id === streamId ? previous.data : undefined, error })); },
    );
    return () => { current = false; };
  }, [streamId, attempt]);

  const { data, error } = loaded;
  const streams = useMemo(() => (data ? [data.stream] : []), [data]);
  const titles = useMemo(() => streamTitlesOf(streams), [streams]);
  if (data === undefined) {
    return error === undefined ? <Spinner text="Loading the stream's alerts…" /> : <LoadFailure what="the stream's alerts" error={error} onRetry={retry} />;
  }

  const mayManage = mayManageStreamAlerts(permissions, streamId);
  return (
    <>
      <PageHeader
        title={`Legacy alerts of stream ${data.stream.title}`}
        description="The stream's alerts, the conditions that open them and the notifications they call."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }}
        actions={(
          <div className="d-flex flex-wrap gap-2">
            {mayManage && <SendTestAlert streamId={streamId} onSent={() => setAlertsReloadKey((key) => key + 1)} />}
            <Link className="btn btn-outline-secondary" to={Routes.LEGACY_ALERTS.LIST}>All legacy alerts</Link>
          </div>
        )} />
      {error !== undefined && <LoadFailure what="the stream's alerts again" error={error} onRetry={retry} />}

      <h2 className="h5 mt-3">Alerts</h2>
      <AlertsTable id="stream-legacy-alerts" urlPrefix="alerts" streamId={streamId} streamTitles={titles} conditions={data.conditions}
                   conditionTypes={data.conditionTypes} callbackTypes={data.callbackTypes} reloadKey={alertsReloadKey} />

      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-4 mb-2">
        <h2 className="h5 mb-0">Conditions</h2>
        {mayManage && <Link className="btn btn-sm btn-outline-primary" to={Routes.LEGACY_ALERTS.newConditionFor(streamId)}>Add condition</Link>}
      </div>
      <ConditionsTable id="stream-legacy-conditions" urlPrefix="conditions" streamId={streamId} streams={streams} types={data.conditionTypes}
                       permissions={permissions}
                       emptyState={<p className="mb-0">No conditions yet: without one, this stream never alerts.</p>} />

      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-4 mb-2">
        <h2 className="h5 mb-0">Notifications</h2>
        {mayManage && <Link className="btn btn-sm btn-outline-primary" to={Routes.LEGACY_ALERTS.newNotificationFor(streamId)}>Add notification</Link>}
      </div>
      <NotificationsTable id="stream-legacy-notifications" urlPrefix="notifications" streamId={streamId} streams={streams} types={data.callbackTypes}
                          permissions={permissions}
                          emptyState={<p className="mb-0">No notifications yet: alerts of this stream call nobody.</p>} />
    </>
  );
};

export default StreamLegacyAlerts;
