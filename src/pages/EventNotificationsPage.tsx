import React, { useMemo } from 'react';
import { Link } from 'react-router-dom';

import PaginatedEntityTable from '@/components/common/entity-table/PaginatedEntityTable';
import PageHeader from '@/components/common/PageHeader';
import AlertsNavigation from '@/components/events/AlertsNavigation';
import { mayDeleteNotification, mayEditNotification, mayShareNotification } from '@/components/events/eventPermissions';
import NotificationRowActions from '@/components/events/notifications/NotificationRowActions';
import { notificationColumns } from '@/components/events/notifications/notificationsTable';
import { isPermitted } from '@/logic/permissions';
import usePluginEntities from '@/plugin-api/usePluginEntities';
import Routes from '@/routing/Routes';
import { useStore } from '@/stores/connect';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';
import { EventNotificationsActions } from '@/stores/events/EventNotificationsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import DocsHelper from '@/util/DocsHelper';

const ENTITY_NAME = { singular: 'notification', plural: 'notifications' };

/** `/alerts/notifications`: the notifications the user may read, 10 a page; each can be tested as it is saved. */
const EventNotificationsPage = () => {
  const currentUser = useStore(CurrentUserStore, (state) => state.currentUser);
  const types = usePluginEntities('eventNotificationTypes');
  const columns = useMemo(() => notificationColumns(types), [types]);
  const mayCreate = isPermitted(currentUser?.permissions, 'eventnotifications:create');
  return (
    <>
      <PageHeader title="Notifications" description="Notifications tell people and systems about the events of event definitions: by HTTP, e-mail or a legacy alarm callback."
                  documentationLink={{ title: 'Alerts and events', path: DocsHelper.PAGES.ALERTS }}
                  actions={mayCreate && <Link className="btn btn-primary" to={Routes.ALERTS.NOTIFICATIONS.CREATE}>Create notification</Link>}>
        <AlertsNavigation />
      </PageHeader>
      <PaginatedEntityTable<EventNotification>
        id="event-notifications"
        entityName={ENTITY_NAME}
        fetchPage={EventNotificationsActions.listPaginated}
        columns={columns}
        defaultSort={{ field: 'title', order: 'asc' }}
        defaultPerPage={10}
        getId={(notification) => notification.id}
        getTitle={(notification) => notification.title}
        searchPlaceholder="Search by title or description"
        emptyState={(
          <p className="mb-0">
            No notifications to show: none exist yet, or none is shared with you.{mayCreate && <> <Link to={Routes.ALERTS.NOTIFICATIONS.CREATE}>Create one</Link> to hear about events.</>}
          </p>
        )}
        rowActions={(notification, table) => (
          <NotificationRowActions notification={notification} onDeleted={table.reload}
                                  mayEdit={mayEditNotification(currentUser, notification.id)} mayDelete={mayDeleteNotification(currentUser, notification.id)}
                                  mayShare={mayShareNotification(currentUser, notification.id)} />
        )} />
    </>
  );
};

export default EventNotificationsPage;
