import React from 'react';
import { Link } from 'react-router-dom';

import type { ColumnDefinition } from '@/components/common/entity-table/types';
import type { EventNotificationType } from '@/plugin-api/PluginExports';
import Routes from '@/routing/Routes';
import type { EventNotification } from '@/stores/events/EventNotificationsStore';

import { notificationTypeOf } from '../eventTypeRegistry';

/** The notifications table's columns; the server sorts by title, so none is sortable. */
export const notificationColumns = (types: ReadonlyArray<EventNotificationType>): Array<ColumnDefinition<EventNotification>> => [
  {
    id: 'title',
    title: 'Title',
    render: (notification) => (
      <>
        <Link to={Routes.ALERTS.NOTIFICATIONS.show(notification.id)}>{notification.title}</Link>
        {notification.description && <div className="small text-body-secondary text-truncate" style={{ maxWidth: '32rem' }}>{notification.description}</div>}
      </>
    ),
  },
  { id: 'type', title: 'Type', width: '14rem', render: (notification) => notificationTypeOf(types, notification.config.type)?.displayName ?? notification.config.type },
];
