// Sends an event's notifications after the event is stored, away from evaluation: a slow or failing
// receiver never holds up the scheduler or intake. Per notification, definition and event key, nothing is
// sent again within the definition's grace period (Graylog's event_notification_status); the backlog is
// the event's source messages, read back from the message store.
import { eventsConfig } from '../clusterconfig/registry';
import type { ServerContext } from '../context';
import type { MessageFields, MessageStore } from '../messages/types';
import { findNotification } from './notificationStore';
import { sendNotification, type MessageSummary, type NotificationModel } from './notificationTypes';
import { publicEvent, type EventDefinition, type EventDto, type EventNotification, type SourceMessageRef } from './types';

/** Sends running at once, and deliveries waiting at most (beyond it, new ones are dropped and logged). */
const CONCURRENCY = 4;
const MAX_QUEUED = 10_000;

interface Delivery {
  notification: EventNotification;
  definition: EventDefinition;
  event: EventDto;
  sources: SourceMessageRef[];
  triggerId: string;
  jobDefinitionId: string;
  /** The notified time the grace period had before this delivery reserved it (restored when it fails). */
  previousNotifiedAt: number | null;
}

export interface DeliveryFailure {
  notificationId: string;
  eventId: string;
  reason: string;
  atMs: number;
}

export class NotificationDispatcher {
  private readonly queue: Delivery[] = [];
  private running = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  /** The latest failures, newest last, for diagnostics and tests. */
  readonly failures: DeliveryFailure[] = [];
  /** Notifications whose last delivery failed: logged when they start failing and when they recover, as outputs are. */
  private readonly failing = new Set<string>();
  /** Failed deliveries waiting for EventsConfiguration's events_notification_retry_period to pass. */
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(private readonly ctx: ServerContext, private readonly store: MessageStore) {}

  /** Queues each event's notifications that are not within their grace period. Call after the events are committed. */
  enqueue(definition: EventDefinition, events: readonly { event: EventDto; sources: SourceMessageRef[] }[], trigger: { id: string; jobDefinitionId: string }): void {
    if (this.closed) return;
    for (const handler of definition.notifications) {
      const notification = findNotification(this.ctx.db, handler.notification_id);
      if (!notification) continue;
      for (const { event, sources } of events) {
        const reserved = this.reserve(notification.id, definition, event);
        if (!reserved.allowed) continue;
        if (this.queue.length >= MAX_QUEUED) {
          console.warn(`Event notification <${notification.title}> for event ${event.id} dropped: ${MAX_QUEUED} notifications are waiting`);
          continue;
        }
        this.queue.push({
          notification, definition, event, sources, triggerId: trigger.id, jobDefinitionId: trigger.jobDefinitionId, previousNotifiedAt: reserved.previous,
        });
      }
    }
    this.pump();
  }

  /** Resolves once nothing is queued or being sent. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what is still queued and waits for the sends under way. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await this.idle();
  }

  /**
   * Graylog's grace period: skipped when this notification went out for the same definition and key at an
   * event time within `grace_period_ms` before this event's. Otherwise the event's time is recorded at once,
   * so the next event of the same run already sees it.
   */
  private reserve(notificationId: string, definition: EventDefinition, event: EventDto): { allowed: boolean; previous: number | null } {
    const { db } = this.ctx;
    const grace = definition.notification_settings.grace_period_ms;
    const eventMs = Date.parse(event.timestamp);
    const status = db.prepare('SELECT notified_at FROM event_notification_status WHERE notification_id = ? AND definition_id = ? AND event_key = ?')
      .get(notificationId, definition.id, event.key) as { notified_at: number | null } | undefined;
    const previous = status?.notified_at ?? null;
    const now = this.ctx.now();
    if (grace > 0 && previous !== null && previous > eventMs - grace) {
      db.prepare('UPDATE event_notification_status SET triggered_at = ? WHERE notification_id = ? AND definition_id = ? AND event_key = ?')
        .run(now, notificationId, definition.id, event.key);
      return { allowed: false, previous };
    }
    db.prepare(`INSERT INTO event_notification_status (notification_id, definition_id, event_key, triggered_at, notified_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (notification_id, definition_id, event_key) DO UPDATE SET triggered_at = excluded.triggered_at, notified_at = excluded.notified_at`)
      .run(notificationId, definition.id, event.key, now, eventMs);
    return { allowed: true, previous };
  }

  private pump(): void {
    while (this.running < CONCURRENCY && this.queue.length > 0) {
      const delivery = this.queue.shift() as Delivery;
      this.running += 1;
      void this.deliver(delivery).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.running === 0 && this.queue.length === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const { notification, definition, event } = delivery;
    try {
      const model = notificationModel(definition, event, this.backlog(delivery), { triggerId: delivery.triggerId, jobDefinitionId: delivery.jobDefinitionId });
      await sendNotification(this.ctx, notification.config, model, { streams: definition.config.streams, backlogSize: definition.notification_settings.backlog_size });
      if (this.failing.delete(notification.id)) console.log(`Event notification <${notification.title}> (${notification.id}) is delivered again`);
    } catch (error) {
      // Delivery errors name URLs without credentials or query (notify/http.ts), so they may be logged.
      const reason = error instanceof Error ? error.message : String(error);
      this.recordFailure({ notificationId: notification.id, eventId: event.id, reason, atMs: this.ctx.now() });
      if (!this.failing.has(notification.id)) {
        this.failing.add(notification.id);
        console.warn(`Event notification <${notification.title}> (${notification.id}) for event ${event.id} of <${definition.title}> failed: ${reason} `
          + '(further failures are not logged until it is delivered again)');
      }
      if (!this.closed) {
        this.releaseGrace(delivery);
        this.retryLater(delivery);
      }
    }
  }

  /** As Graylog's notification jobs: a failed delivery is tried again after the retry period, until it goes out. */
  private retryLater(delivery: Delivery): void {
    if (this.retries.size >= MAX_QUEUED) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      if (this.closed) return;
      // A later event with the same key may have been notified meanwhile: the grace period still applies.
      const reserved = this.reserve(delivery.notification.id, delivery.definition, delivery.event);
      if (!reserved.allowed || this.queue.length >= MAX_QUEUED) return;
      this.queue.push({ ...delivery, previousNotifiedAt: reserved.previous });
      this.pump();
    }, eventsConfig(this.ctx.db).events_notification_retry_period);
    timer.unref();
    this.retries.add(timer);
  }

  /** A delivery that failed does not count for the grace period. */
  private releaseGrace({ notification, definition, event, previousNotifiedAt }: Delivery): void {
    this.ctx.db.prepare('UPDATE event_notification_status SET notified_at = ? WHERE notification_id = ? AND definition_id = ? AND event_key = ? AND notified_at = ?')
      .run(previousNotifiedAt, notification.id, definition.id, event.key, Date.parse(event.timestamp));
  }

  private recordFailure(failure: DeliveryFailure): void {
    this.failures.push(failure);
    if (this.failures.length > 100) this.failures.shift();
  }

  private backlog({ definition, sources }: Delivery): MessageSummary[] {
    const size = definition.notification_settings.backlog_size;
    if (size <= 0 || this.closed) return [];
    const summaries: MessageSummary[] = [];
    for (const source of sources.slice(0, size)) {
      const stored = this.store.get(source.index, source.id);
      if (stored) summaries.push(messageSummary(stored.index, stored.fields));
    }
    return summaries;
  }
}

const SUMMARY_FIELDS = new Set(['_id', 'message', 'source', 'timestamp', 'streams']);

export function messageSummary(index: string, fields: MessageFields): MessageSummary {
  return {
    index,
    id: String(fields._id ?? ''),
    source: String(fields.source ?? ''),
    message: String(fields.message ?? ''),
    timestamp: String(fields.timestamp ?? ''),
    stream_ids: Array.isArray(fields.streams) ? fields.streams.map(String) : [],
    fields: Object.fromEntries(Object.entries(fields).filter(([name]) => !SUMMARY_FIELDS.has(name))),
  };
}

export function notificationModel(
  definition: Pick<EventDefinition, 'id' | 'title' | 'description'> & { config: { type: string } }, event: EventDto, backlog: MessageSummary[],
  job: { triggerId: string; jobDefinitionId: string },
): NotificationModel {
  return {
    event_definition_id: definition.id,
    event_definition_type: definition.config.type,
    event_definition_title: definition.title,
    event_definition_description: definition.description,
    job_definition_id: job.jobDefinitionId,
    job_trigger_id: job.triggerId,
    event: publicEvent(event),
    backlog,
  };
}
