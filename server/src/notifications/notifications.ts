// System notifications (Graylog's NotificationService): problems the server found and an administrator should
// see, such as an input that failed to start. One per type: raising a type again replaces its notification, and
// fixing the problem (or an administrator dismissing it) removes it.
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { getLogger } from '../logging/logger';

/** Graylog's Notification.Type, in lower case as it is stored and answered. */
export const NOTIFICATION_TYPES = [
  'deflector_exists_as_index',
  'multi_master',
  'no_master',
  'es_open_files',
  'es_cluster_red',
  'es_unavailable',
  'no_input_running',
  'input_failed_to_start',
  'input_failure_shutdown',
  'check_server_clocks',
  'outdated_version',
  'email_transport_configuration_invalid',
  'email_transport_failed',
  'stream_processing_disabled',
  'gc_too_long',
  'journal_utilization_too_high',
  'journal_uncommitted_messages_deleted',
  'output_disabled',
  'output_failing',
  'index_ranges_recalculation',
  'generic',
  'es_node_disk_watermark_low',
  'es_node_disk_watermark_high',
  'es_node_disk_watermark_flood_stage',
  'es_version_mismatch',
  'legacy_ldap_config_migration',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationSeverity = 'normal' | 'urgent';

export interface RaisedNotification {
  type: NotificationType;
  severity: NotificationSeverity;
  details?: Record<string, unknown>;
}

/** What GET /system/notifications lists (Graylog's Notification.asMap). */
export interface SystemNotification {
  type: NotificationType;
  severity: NotificationSeverity;
  timestamp: string;
  node_id: string;
  details: Record<string, unknown>;
}

interface NotificationRow {
  type: string;
  severity: string;
  timestamp: string;
  node_id: string;
  details: string;
}

const LOG = getLogger('org.graylog2.notifications.NotificationServiceImpl');

export const isNotificationType = (name: string): name is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(name);

export function raiseNotification(ctx: ServerContext, notification: RaisedNotification): void {
  ctx.db.prepare(`INSERT INTO system_notifications (type, severity, timestamp, node_id, details) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(type) DO UPDATE SET severity = excluded.severity, timestamp = excluded.timestamp,
      node_id = excluded.node_id, details = excluded.details`)
    .run(notification.type, notification.severity, new Date(ctx.now()).toISOString(), ctx.node.nodeId, JSON.stringify(notification.details ?? {}));
  LOG.debug(`Raised system notification ${notification.type} (${notification.severity})`);
}

/** Removes the notification of this type; true when there was one. */
export function clearNotification(ctx: Pick<ServerContext, 'db'>, type: NotificationType): boolean {
  return ctx.db.prepare('DELETE FROM system_notifications WHERE type = ?').run(type).changes > 0;
}

export function hasNotification(db: Db, type: NotificationType): boolean {
  return db.prepare('SELECT 1 FROM system_notifications WHERE type = ?').get(type) !== undefined;
}

/** Newest first, as Graylog lists them; a row of a type this server does not know is skipped. */
export function listNotifications(db: Db): SystemNotification[] {
  const rows = db.prepare('SELECT type, severity, timestamp, node_id, details FROM system_notifications ORDER BY timestamp DESC, type').all() as NotificationRow[];
  return rows.flatMap((row) => {
    if (!isNotificationType(row.type)) return [];
    return [{
      type: row.type,
      severity: row.severity === 'urgent' ? 'urgent' : 'normal',
      timestamp: row.timestamp,
      node_id: row.node_id,
      details: JSON.parse(row.details) as Record<string, unknown>,
    }];
  });
}

/** Removes the notification of this type only if its details carry these values (e.g. the input that failed). */
export function clearNotificationMatching(ctx: Pick<ServerContext, 'db'>, type: NotificationType, details: Record<string, string>): boolean {
  const row = ctx.db.prepare('SELECT details FROM system_notifications WHERE type = ?').get(type) as { details: string } | undefined;
  if (!row) return false;
  const stored = JSON.parse(row.details) as Record<string, unknown>;
  if (!Object.entries(details).every(([key, value]) => stored[key] === value)) return false;
  return clearNotification(ctx, type);
}
