import React from 'react';
import { useHistory } from 'react-router-dom';

import PageHeader from '@/components/common/PageHeader';
import NotificationForm from '@/components/events/notifications/NotificationForm';
import Routes from '@/routing/Routes';
import DocsHelper from '@/util/DocsHelper';

/** `/alerts/notifications/new`: a new notification; it can be tested before it is saved. */
const EventNotificationCreatePage = () => {
  const history = useHistory();
  return (
    <>
      <PageHeader title="New Notification" description="Choose how events are sent on, and test it before saving."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }} />
      <NotificationForm cancelTo={Routes.ALERTS.NOTIFICATIONS.LIST} onSaved={(saved) => history.push(Routes.ALERTS.NOTIFICATIONS.show(saved.id))} />
    </>
  );
};

export default EventNotificationCreatePage;
