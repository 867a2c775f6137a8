// Stored event notifications (Graylog's NotificationDto as JSON), owned by their creator like definitions.
import { deleteGrantsForTarget, registerNewEntity } from '../authz/grantsStore';
import { grnString } from '../authz/grn';
import type { Db } from '../db/types';
import type { UserRecord } from '../users/store';
import { definitionsUsingNotification, updateDefinition } from './definitionStore';
import type { EventNotification } from './types';

export interface NotificationRow {
  id: string;
  title: string;
  description: string;
  type: string;
  data: string;
}

export const notificationGrn = (id: string) => grnString('notification', id);

export function notificationFromRow(row: NotificationRow): EventNotification {
  return JSON.parse(row.data) as EventNotification;
}

export function findNotification(db: Db, id: string): EventNotification | undefined {
  const row = db.prepare('SELECT * FROM event_notifications WHERE id = ?').get(id) as NotificationRow | undefined;
  return row ? notificationFromRow(row) : undefined;
}

export function insertNotification(db: Db, notification: EventNotification, creator: UserRecord, nowMs: number): void {
  db.prepare('INSERT INTO event_notifications (id, title, description, type, data) VALUES (?, ?, ?, ?, ?)')
    .run(notification.id, notification.title, notification.description, notification.config.type, JSON.stringify(notification));
  registerNewEntity(db, notificationGrn(notification.id), creator, nowMs);
}

export function updateNotification(db: Db, notification: EventNotification): void {
  db.prepare('UPDATE event_notifications SET title = ?, description = ?, type = ?, data = ? WHERE id = ?')
    .run(notification.title, notification.description, notification.config.type, JSON.stringify(notification), notification.id);
}

/** Removes the notification, takes it out of every definition that sends it (as Graylog does) and drops its grants. */
export function deleteNotification(db: Db, id: string): void {
  for (const definition of definitionsUsingNotification(db, id)) {
    updateDefinition(db, { ...definition, notifications: definition.notifications.filter((handler) => handler.notification_id !== id) });
  }
  db.prepare('DELETE FROM event_notifications WHERE id = ?').run(id);
  db.prepare('DELETE FROM event_notification_status WHERE notification_id = ?').run(id);
  deleteGrantsForTarget(db, notificationGrn(id));
}

/** Every notification, by title (the content pack catalog lists them). */
export function listNotifications(db: Db): EventNotification[] {
  return (db.prepare('SELECT * FROM event_notifications ORDER BY title COLLATE NOCASE, id').all() as NotificationRow[]).map(notificationFromRow);
}
