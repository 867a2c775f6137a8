// One run of an event definition over one time window: the filter (no series) makes an event per matching
// message, the aggregation an event per group meeting the condition. The search sees what the definition's
// owner may read, as Graylog's event processors run with their definition's permissions.
import { effectivePermissions } from '../auth/effective';
import type { Db } from '../db/types';
import type { MessageFields, MessageFilter, MessageStore, StoredMessage } from '../messages/types';
import { compileQuery } from '../search/query';
import { checkSearchTime, runWithTimeLimit, SEARCH_TIME_LIMIT_MS } from '../search/searchTime';
import { mayReadStream, readableStreams } from '../streams/access';
import { streamTitles } from '../streams/store';
import { findUserById } from '../users/store';
import { aggregate, MAX_GROUPS, type GroupResult } from './aggregation';
import { evaluateCondition } from './conditions';
import { newEventId } from './eventIds';
import { eventFields } from './templates';
import {
  AGGREGATION_TYPE, DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID, type EventDefinition, type SourceMessageRef, type StoredEventDto,
} from './types';

/**
 * Most events one run makes. Runs share the server's only thread with intake, and a filter over a busy
 * stream (or windows that overlap) would otherwise turn up to 10,000 messages into events on every run.
 */
export const MAX_RUN_EVENTS = 1_000;
const PAGE = 500;

export interface Window {
  fromMs: number;
  toMs: number;
}

export interface NewEvent {
  event: StoredEventDto;
  /** The messages behind it, newest first, for the notifications' backlog. */
  sources: SourceMessageRef[];
}

export interface RunResult {
  events: NewEvent[];
  /** Matches (or groups) left out because the run found more than MAX_RUN_EVENTS. */
  skipped: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const EVENT_STREAMS = new Set([DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID]);

/** The streams the run searches: the definition's that its owner may read (null: every stream). */
export function searchStreams(db: Db, definition: EventDefinition, ownerId: string | null): readonly string[] | null {
  const owner = ownerId === null ? undefined : findUserById(db, ownerId);
  // A definition whose owner is gone searches nothing rather than everything.
  if (!owner) return [];
  const permissions = effectivePermissions(db, owner);
  const wanted = definition.config.streams;
  if (wanted.length > 0) return wanted.filter((stream) => mayReadStream(permissions, stream));
  return readableStreams(db, permissions);
}

/** Runs a definition over a window within `limitMs` (throws TimeLimitExceeded beyond it). */
export function runDefinition(
  db: Db, store: MessageStore, definition: EventDefinition, ownerId: string | null, window: Window, nowMs: number, limitMs = SEARCH_TIME_LIMIT_MS,
): RunResult {
  const { config } = definition;
  const streams = searchStreams(db, definition, ownerId);
  const query = compileQuery(config.query, { nowMs: window.toMs });
  const filter: MessageFilter = { query, streams, fromMs: window.fromMs, toMs: window.toMs };
  if (streams !== null && streams.length === 0) return { events: [], skipped: 0 };
  return runWithTimeLimit(query.userRegex, () => (config.series.length === 0
    ? filterRun(db, store, definition, filter, nowMs)
    : aggregationRun(db, store, definition, filter, window, nowMs)), limitMs);
}

function baseEvent(definition: EventDefinition, timestampMs: number, nowMs: number, message: string): StoredEventDto {
  return {
    id: newEventId(nowMs),
    event_definition_type: AGGREGATION_TYPE,
    event_definition_id: definition.id,
    origin_context: null,
    timestamp: iso(timestampMs),
    timestamp_processing: iso(nowMs),
    timerange_start: null,
    timerange_end: null,
    streams: [...definition.storage.flatMap((storage) => storage.streams)],
    source_streams: [],
    message,
    source: '',
    key_tuple: [],
    key: '',
    priority: definition.priority,
    alert: definition.alert,
    fields: {},
  };
}

/** Fields from the field spec, then the key from the key spec (Graylog joins the key's values with '|'). */
function completeEvent(event: StoredEventDto, definition: EventDefinition, source: MessageFields): StoredEventDto {
  const fields = eventFields(definition.field_spec, source);
  const keyTuple = definition.key_spec.map((name) => fields[name] ?? '');
  return { ...event, fields, key_tuple: keyTuple, key: keyTuple.join('|') };
}

function messageStreams(fields: MessageFields): string[] {
  return Array.isArray(fields.streams) ? fields.streams.filter((stream): stream is string => typeof stream === 'string') : [];
}

/** Graylog's rule: the searched streams the results came from, so only who may read them sees the event. */
function sourceStreams(db: Db, searched: readonly string[] | null, found: readonly string[]): string[] {
  if (searched === null || searched.length === 0) {
    if (found.length > 0) return [...found];
    // Nothing found in every stream (a "count() < 1" condition): only who may read every stream may see it.
    return [...streamTitles(db).keys()].filter((id) => !EVENT_STREAMS.has(id)).sort();
  }
  if (found.length === 0) return [...searched];
  return searched.filter((stream) => found.includes(stream));
}

function filterRun(db: Db, store: MessageStore, definition: EventDefinition, filter: MessageFilter, nowMs: number): RunResult {
  const events: NewEvent[] = [];
  let total = 0;
  for (let offset = 0; offset < MAX_RUN_EVENTS; offset += PAGE) {
    const page = store.search({ ...filter, offset, limit: Math.min(PAGE, MAX_RUN_EVENTS - offset), sort: { field: 'timestamp', order: 'asc' } });
    total = page.total;
    for (const message of page.messages) events.push({ event: messageEvent(db, definition, filter, message, nowMs), sources: [{ index: message.index, id: message.id }] });
    checkSearchTime();
    if (page.messages.length === 0 || offset + page.messages.length >= page.total) break;
  }
  return { events, skipped: Math.max(0, total - events.length) };
}

function messageEvent(db: Db, definition: EventDefinition, filter: MessageFilter, message: StoredMessage, nowMs: number): StoredEventDto {
  const timestamp = Date.parse(String(message.fields.timestamp ?? ''));
  const event = baseEvent(definition, Number.isNaN(timestamp) ? nowMs : timestamp, nowMs, definition.title);
  event.origin_context = `urn:graylog:message:es:${message.index}:${message.id}`;
  event.source_streams = sourceStreams(db, filter.streams, messageStreams(message.fields));
  return completeEvent(event, definition, message.fields);
}

function aggregationRun(db: Db, store: MessageStore, definition: EventDefinition, filter: MessageFilter, window: Window, nowMs: number): RunResult {
  const { config } = definition;
  const results = aggregate(store, filter, config.group_by, config.series);
  const expression = config.conditions?.expression ?? null;
  const found = store.terms(filter, 'streams', MAX_GROUPS).buckets.map((bucket) => String(bucket.value));
  const streams = sourceStreams(db, filter.streams, found);
  const backlogSize = definition.notification_settings.backlog_size;
  const events: NewEvent[] = [];
  let skipped = 0;
  for (const result of results) {
    if (expression !== null && !evaluateCondition(expression, result.values)) continue;
    if (events.length >= MAX_RUN_EVENTS) {
      skipped += 1;
      continue;
    }
    checkSearchTime();
    const context = aggregationContext(definition, result);
    const event = baseEvent(definition, window.toMs, nowMs, aggregationMessage(definition, result));
    event.timerange_start = iso(window.fromMs);
    event.timerange_end = iso(window.toMs);
    event.source_streams = streams;
    event.group_by_fields = Object.fromEntries(config.group_by.map((field, at) => [field, result.key[at]]));
    const sources = backlogSize > 0
      ? store.search({ ...result.filter, offset: 0, limit: backlogSize }).messages.map((message) => ({ index: message.index, id: message.id }))
      : [];
    events.push({ event: completeEvent(event, definition, context), sources });
  }
  return { events, skipped };
}

const formatNumber = (value: number) => (Number.isNaN(value) ? 'NaN' : Number.isInteger(value) ? `${value}.0` : String(value));

/** "<title>: <key> - count()=3.0 avg(took)=1.5", as Graylog words it. */
function aggregationMessage(definition: EventDefinition, result: GroupResult): string {
  const parts = definition.config.series.map((series) => `${series.function}(${series.field ?? ''})=${formatNumber(result.values.get(series.id) ?? Number.NaN)}`);
  const key = result.key.length > 0 ? `${result.key.join('|')} - ` : '';
  return `${definition.title}: ${key}${parts.join(' ')}`.trim();
}

/** What templates see as `source` for an aggregation event: the group's values and series results. */
function aggregationContext(definition: EventDefinition, result: GroupResult): MessageFields {
  const fields: MessageFields = {};
  definition.config.group_by.forEach((field, at) => { fields[field] = result.key[at]; });
  for (const series of definition.config.series) {
    const name = series.field ? `aggregation_value_${series.function}_${series.field}` : `aggregation_value_${series.function}`;
    fields[name] = result.values.get(series.id) ?? Number.NaN;
  }
  fields.aggregation_key = result.key.join('|');
  return fields;
}
