import React from 'react';
import { useHistory, useParams } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import Spinner from '@/components/common/Spinner';
import MissingPermissions from '@/components/errors/MissingPermissions';
import LoadFailure from '@/components/common/LoadFailure';
import { mayEditNotification } from '@/components/events/eventPermissions';
import NotificationForm from '@/components/events/notifications/NotificationForm';
import useLoaded from '@/components/common/useLoaded';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

/** `/alerts/notifications/:notificationId/edit`: the notification's form, for those who may edit it. */
const EventNotificationEditPage = () => {
  const { notificationId } = useParams<{ notificationId: string }>();
  const history = useHistory();
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const { value: notification, failed, reload } = useLoaded(EventNotificationsActions.get, notificationId);
  if (!mayEditNotification(currentUser, notificationId)) return <MissingPermissions />;
  if (failed && notification === undefined) return <LoadFailure what="notification" onRetry={reload} />;
  if (!notification) return <Spinner page />;
  return (
    <>
      <PageHeader title={`Edit Notification "${notification.title}"`} description="Change how events are sent on; test it before and after saving."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }} />
      <NotificationForm key={notification.id} notification={notification} cancelTo={Routes.ALERTS.NOTIFICATIONS.show(notification.id)}
                        onSaved={() => history.push(Routes.ALERTS.NOTIFICATIONS.show(notification.id))} />
    </>
  );
};

export default EventNotificationEditPage;
