import React, { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import CreateConfiguredForm from '@/components/legacyalerts/CreateConfiguredForm';
import LoadFailure from '@/components/legacyalerts/LoadFailure';
import StreamAndTypeChoice from '@/components/legacyalerts/StreamAndTypeChoice';
import useLegacyAlertsData from '@/components/legacyalerts/useLegacyAlertsData';
import useStreamChoice from '@/components/legacyalerts/useStreamChoice';
import Routes from '@/routing/Routes';
import { AlarmCallbacksActions } from '@/stores/alerts/AlarmCallbacksStore';
import { alarmCallbackTypeName } from '@/stores/alerts/AlertNotificationsStore';
import { useStore } from '@/stores/connect';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const NEEDS = { callbackTypes: true };

/** `/legacy/alerts/notifications/new` (`?stream_id=` chooses the stream): a stream, a notification type, then its settings. */
const LegacyAlertNotificationNewPage = () => {
  const history = useHistory();
  const permissions = useStore(CurrentUserStore, (state) => state.currentUser?.permissions);
  const { data, error, retry } = useLegacyAlertsData(NEEDS);
  const { choices, streamId, setStreamId } = useStreamChoice(data?.streams, permissions);
  const [typeName, setTypeName] = useState('');
  const types = data?.callbackTypes ?? {};
  const typeChoices = Object.keys(types)
    .map((type) => ({ value: type, label: alarmCallbackTypeName(types, type) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const type = types[typeName];

  return (
    <>
      <PageHeader
        title="New alert notification"
        description="A notification is called with every alert of its stream: it posts the alert to a URL or mails it."
        documentationLink={{ title: 'Alerts', path: DocsHelper.PAGES.ALERTS }} />
      {error !== undefined && <LoadFailure what="streams and notification types" error={error} onRetry={retry} />}
      {data === undefined && error === undefined && <Spinner text="Loading streams and notification types…" />}
      {data && choices.length === 0 && <Alert variant="info">You may not edit any stream, so there is none to add a notification to.</Alert>}
      {data && choices.length > 0 && (
        <div className="row"><div className="col-lg-10 col-xl-8">
          <StreamAndTypeChoice idPrefix="new-notification" entity="notification"
                               streams={choices} streamId={streamId} onStreamChange={setStreamId}
                               types={typeChoices} type={typeName} onTypeChange={setTypeName} />
          {type && streamId !== '' && (
            <CreateConfiguredForm key={typeName} requested={type.requested_configuration} typeName={alarmCallbackTypeName(types, typeName)}
                                  submitLabel="Create notification" cancelTo={Routes.LEGACY_ALERTS.NOTIFICATIONS}
                                  titleHelp="Names the notification in lists and in alert histories."
                                  create={(title, configuration) => AlarmCallbacksActions.create(streamId, { type: typeName, title, configuration })}
                                  onCreated={() => history.push(Routes.LEGACY_ALERTS.NOTIFICATIONS)} />
          )}
        </div></div>
      )}
    </>
  );
};

export default LegacyAlertNotificationNewPage;
