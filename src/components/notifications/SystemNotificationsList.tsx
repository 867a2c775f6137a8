import React, { useState } from 'react';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';

import Timestamp from '@/components/common/Timestamp';
import type { SystemNotification } from '@/stores/notifications/SystemNotificationsStore';
import { SystemNotificationsActions } from '@/stores/notifications/SystemNotificationsStore';
import { relativeDifference } from '@/util/DateTime';

import { notificationText } from './notificationTexts';

type Props = {
  /** Undefined while the first answer is awaited. */
  notifications: Array<SystemNotification> | undefined,
  /** False when the user may not dismiss notifications: no buttons. */
  mayDismiss: boolean,
};

const NotificationItem = ({ notification, mayDismiss }: { notification: SystemNotification, mayDismiss: boolean }) => {
  const [dismissing, setDismissing] = useState(false);
  const { title, description, link } = notificationText(notification);
  const urgent = notification.severity === 'urgent';
  const dismiss = () => {
    setDismissing(true);
    // On success the store drops it from the list (and this item with it); a failure is toasted.
    SystemNotificationsActions.dismiss(notification).catch(() => setDismissing(false));
  };
  return (
    <ListGroup.Item as="li" data-notification-type={notification.type} className="d-flex gap-3 align-items-start">
      <Badge bg={urgent ? 'danger' : 'secondary'} className="mt-1">{urgent ? 'Urgent' : 'Normal'}</Badge>
      <div className="flex-grow-1">
        <div className="fw-semibold">{title}</div>
        <div className="small text-body-secondary mb-1">
          <Timestamp dateTime={notification.timestamp} /> ({relativeDifference(notification.timestamp)})
        </div>
        {description && <div className="text-break">{description}</div>}
        {link && <Link to={link.to} className="small">{link.label}</Link>}
      </div>
      {mayDismiss && (
        <Button size="sm" variant="outline-secondary" disabled={dismissing} aria-label={`Dismiss: ${title}`} onClick={dismiss}>
          {dismissing ? 'Dismissing…' : 'Dismiss'}
        </Button>
      )}
    </ListGroup.Item>
  );
};

/** The server's notifications, urgent ones first, each dismissable by those allowed to. */
const SystemNotificationsList = ({ notifications, mayDismiss }: Props) => {
  if (!notifications) {
    return <p className="text-body-secondary mb-0">Loading the notifications…</p>;
  }
  if (notifications.length === 0) {
    return <p className="text-body-secondary mb-0">No notifications: the server has nothing to report.</p>;
  }
  return (
    <ListGroup as="ul" variant="flush" aria-label="System notifications">
      {notifications.map((notification) => <NotificationItem key={notification.type} notification={notification} mayDismiss={mayDismiss} />)}
    </ListGroup>
  );
};

export default SystemNotificationsList;
