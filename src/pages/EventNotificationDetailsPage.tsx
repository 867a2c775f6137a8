import React, { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import LoadFailure from '@/components/common/LoadFailure';
import AlertsNavigation from '@/components/events/AlertsNavigation';
import { mayEditNotification } from '@/components/events/eventPermissions';
import { notificationTypeOf } from '@/components/events/eventTypeRegistry';
import { Fact, Facts, None } from '@/components/common/Facts';
import RegisteredComponent from '@/components/events/RegisteredComponent';
import useLoaded from '@/components/common/useLoaded';
import { reasonOf } from '@/logic/errors/FetchError';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

// A test that went through is said by the store's toast alone; only a failure stays on the page, with its reason.
type TestState = { state: 'running' } | { state: 'failed', reason: string } | undefined;

/** `/alerts/notifications/:notificationId`: one notification, with a test of it as saved. */
const EventNotificationDetailsPage = () => {
  const { notificationId } = useParams<{ notificationId: string }>();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const types = usePluginEntities('eventNotificationTypes');
  const { value: notification, failed, reload } = useLoaded(EventNotificationsActions.get, notificationId);
  const [test, setTest] = useState<TestState>();
  if (failed && notification === undefined) return <LoadFailure what="notification" onRetry={reload} />;
  if (!notification) return <Spinner page />;
  const type = notificationTypeOf(types, notification.config.type);
  const mayEdit = mayEditNotification(currentUser, notification.id);
  const runTest = () => {
    setTest({ state: 'running' });
    EventNotificationsActions.testPersisted(notification).then(() => setTest(undefined), (error: unknown) => setTest({ state: 'failed', reason: reasonOf(error) }));
  };
  return (
    <>
      <PageHeader title={`Notification "${notification.title}"`} description={notification.description || 'An event notification.'}
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }}
                  actions={mayEdit && (
                    <>
                      <Button variant="outline-info" onClick={runTest} disabled={test?.state === 'running'}>{test?.state === 'running' ? 'Testing…' : 'Test notification'}</Button>
                      <Link className="btn btn-primary ms-2" to={Routes.ALERTS.NOTIFICATIONS.edit(notification.id)}>Edit</Link>
                    </>
                  )}>
        <AlertsNavigation />
      </PageHeader>
      {test?.state === 'failed' && <Alert variant="danger" role="alert">The test failed: {test.reason}</Alert>}
      <Card>
        <Card.Body>
          <Facts>
            <Fact label="Title">{notification.title}</Fact>
            <Fact label="Description">{notification.description || <None />}</Fact>
            <Fact label="Type">{type?.displayName ?? notification.config.type}</Fact>
          </Facts>
          <hr />
          {type
            ? <RegisteredComponent entry={type} component={type.detailsComponent} props={{ config: notification.config }} loadingText="Loading…" />
            : <pre className="small mb-0">{JSON.stringify(notification.config, null, 2)}</pre>}
        </Card.Body>
      </Card>
    </>
  );
};

export default EventNotificationDetailsPage;
