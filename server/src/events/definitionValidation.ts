// Turns a client's event definition JSON into a checked EventDefinition, collecting every problem under
// Graylog's field names (title, query, streams, search_within_ms, series, conditions, field_spec, ...).
import { eventsConfig } from '../clusterconfig/registry';
import { newObjectId } from '../http/ids';
import type { Db } from '../db/types';
import { compileQuery, QueryParseError } from '../search/query';
import { mayReadEveryStream, mayReadStream } from '../streams/access';
import { streamTitles } from '../streams/store';
import { parseExpression } from './conditions';
import {
  AGGREGATION_TYPE, DEFAULT_EVENTS_STREAM_ID, LOOKUP_PROVIDER_TYPE, PERSIST_TO_STREAMS_TYPE, SERIES_FUNCTIONS, TEMPLATE_PROVIDER_TYPE,
  type AggregationConfig, type AggregationSeries, type EventDefinition, type Expression, type FieldSpec, type NotificationHandlerConfig, type SeriesFunction,
} from './types';
import { isRecord } from '../http/json';
import { FieldErrors, JsonReader } from './validation';

/** Longest window a definition may search and longest interval: 1 year; the shortest of both: 1 s. */
const MAX_WINDOW_MS = 365 * 24 * 3_600_000;
const MIN_WINDOW_MS = 1_000;
const MAX_BACKLOG = 1000;
/** Graylog's Message.validKey. */
const FIELD_NAME = /^[\w.\-@]+$/;

export type DefinitionInput = Omit<EventDefinition, 'id'>;

export interface DefinitionCheckContext {
  db: Db;
  /** The permissions of the user saving it: they may only watch streams they can read. */
  permissions: readonly string[];
  nowMs: number;
}

export function checkDefinition(body: Record<string, unknown>, context: DefinitionCheckContext): { definition: DefinitionInput; errors: FieldErrors } {
  const errors = new FieldErrors();
  const read = new JsonReader(body, errors);
  const title = read.string('title', '');
  if (title.trim() === '') errors.add('title', 'Event Definition title cannot be empty.');
  const priority = read.integer('priority', 2);
  if (priority < 1 || priority > 3) errors.add('priority', 'Priority must be 1 (low), 2 (normal) or 3 (high).');
  const configJson = read.object('config');
  const config = configJson ? checkConfig(configJson, context, errors) : emptyConfig();
  if (!configJson) errors.add('config', 'Event Definition config type cannot be empty.');
  const fieldSpec = checkFieldSpec(read.object('field_spec'), errors);
  const keySpec = read.strings('key_spec');
  if (keySpec.some((key) => !Object.hasOwn(fieldSpec, key))) {
    errors.add('key_spec', 'Event Definition key_spec can only contain fields defined in field_spec.');
  }
  const settings = new JsonReader(read.object('notification_settings') ?? {}, errors);
  const gracePeriodMs = settings.integer('grace_period_ms', 0, 'notification_settings');
  // Without one, a definition gets EventsConfiguration's default backlog, as Graylog's console fills it in.
  const backlogSize = settings.integer('backlog_size', eventsConfig(context.db).events_notification_default_backlog, 'notification_settings');
  if (gracePeriodMs < 0) errors.add('notification_settings', 'The grace period cannot be negative.');
  if (backlogSize < 0 || backlogSize > MAX_BACKLOG) errors.add('notification_settings', `The backlog size must be between 0 and ${MAX_BACKLOG}.`);

  const definition: DefinitionInput = {
    title,
    description: read.string('description', ''),
    priority,
    alert: read.boolean('alert', false),
    config,
    field_spec: fieldSpec,
    key_spec: keySpec,
    notification_settings: { grace_period_ms: gracePeriodMs, backlog_size: backlogSize },
    notifications: checkNotifications(read.array('notifications'), context.db, errors),
    // As in Graylog, every event goes to the "All events" stream and nowhere else.
    storage: [{ type: PERSIST_TO_STREAMS_TYPE, streams: [DEFAULT_EVENTS_STREAM_ID] }],
  };
  return { definition, errors };
}

function emptyConfig(): AggregationConfig {
  return {
    type: AGGREGATION_TYPE, query: '', query_parameters: [], streams: [], group_by: [], series: [], conditions: null, search_within_ms: 0, execute_every_ms: 0,
  };
}

function checkConfig(json: Record<string, unknown>, context: DefinitionCheckContext, errors: FieldErrors): AggregationConfig {
  const read = new JsonReader(json, errors);
  const type = read.string('type', '', 'config');
  if (type === '') errors.add('config', 'Event Definition config type cannot be empty.');
  else if (type !== AGGREGATION_TYPE) errors.add('config', `Unknown event condition type <${type}>; this server runs <${AGGREGATION_TYPE}>.`);

  const query = read.string('query', '');
  try {
    compileQuery(query, { nowMs: context.nowMs });
  } catch (error) {
    if (!(error instanceof QueryParseError)) throw error;
    errors.add('query', `The search query cannot be parsed: ${error.message}`);
  }
  const queryParameters = read.array('query_parameters');
  if (queryParameters.length > 0) {
    errors.add('query_parameters', 'Query parameters read lookup tables, which this server does not have yet.');
  }
  const streams = read.strings('streams');
  checkStreams(streams, context, errors);

  const groupBy = read.strings('group_by');
  if (groupBy.some((field) => !FIELD_NAME.test(field))) errors.add('group_by', 'Group by fields must be message field names.');
  const series = checkSeries(read.array('series'), errors);
  const rawConditions = read.raw('conditions');
  const conditions = checkConditions(rawConditions, series, errors);
  // An expression that does not check out is reported as such, not also as missing.
  const hasConditions = isRecord(rawConditions) && rawConditions.expression !== undefined && rawConditions.expression !== null;
  if (groupBy.length > 0 && (series.length === 0 || !hasConditions)) {
    errors.add('series', 'Aggregation with group_by must also contain series');
    errors.add('conditions', 'Aggregation with group_by must also contain conditions');
  }
  if (series.length === 0 && hasConditions) errors.add('series', 'Aggregation with conditions must also contain series');
  if (series.length > 0 && !hasConditions) errors.add('conditions', 'Aggregation with series must also contain conditions');

  const searchWithinMs = read.integer('search_within_ms', 0);
  const executeEveryMs = read.integer('execute_every_ms', 0);
  // Graylog only asks for more than 0. Its runs use scheduler worker threads; here every run holds the
  // server's only thread (intake included), so a window or interval under a second is refused.
  if (searchWithinMs <= 0) errors.add('search_within_ms', 'Filter & Aggregation search_within_ms must be greater than 0.');
  else if (searchWithinMs < MIN_WINDOW_MS) errors.add('search_within_ms', 'Filter & Aggregation search_within_ms must be at least 1 second (1000 ms).');
  else if (searchWithinMs > MAX_WINDOW_MS) errors.add('search_within_ms', 'Filter & Aggregation search_within_ms cannot be longer than a year.');
  if (executeEveryMs <= 0) errors.add('execute_every_ms', 'Filter & Aggregation execute_every_ms must be greater than 0.');
  else if (executeEveryMs < MIN_WINDOW_MS) errors.add('execute_every_ms', 'Filter & Aggregation execute_every_ms must be at least 1 second (1000 ms).');
  else if (executeEveryMs > MAX_WINDOW_MS) errors.add('execute_every_ms', 'Filter & Aggregation execute_every_ms cannot be longer than a year.');

  return {
    type: AGGREGATION_TYPE,
    query,
    query_parameters: [],
    streams,
    group_by: groupBy,
    series,
    conditions,
    search_within_ms: searchWithinMs,
    execute_every_ms: executeEveryMs,
  };
}

function checkStreams(streams: readonly string[], context: DefinitionCheckContext, errors: FieldErrors): void {
  if (streams.length === 0) {
    // No stream means every stream, which only someone who may read them all may watch (Graylog asks for streams:read).
    if (!mayReadEveryStream(context.permissions)) errors.add('streams', 'Select the streams to search: you may not read every stream.');
    return;
  }
  const known = streamTitles(context.db);
  for (const stream of streams) {
    if (!known.has(stream)) errors.add('streams', `Stream <${stream}> doesn't exist.`);
    else if (!mayReadStream(context.permissions, stream)) errors.add('streams', `You may not read stream <${stream}>.`);
  }
}

function checkSeries(list: unknown[], errors: FieldErrors): AggregationSeries[] {
  const series: AggregationSeries[] = [];
  const ids = new Set<string>();
  for (const item of list) {
    if (!isRecord(item)) {
      errors.add('series', 'Each series must be an object with a function.');
      continue;
    }
    const read = new JsonReader(item, errors);
    const id = read.string('id', '', 'series') || newObjectId();
    const fn = read.string('function', '', 'series');
    const field = read.string('field', '', 'series');
    if (!(SERIES_FUNCTIONS as readonly string[]).includes(fn)) {
      errors.add('series', fn === '' ? 'Each series needs a function.' : `Function <${fn}> is not supported; use one of ${SERIES_FUNCTIONS.join(', ')}.`);
      continue;
    }
    if (fn !== 'count' && field === '') errors.add('series', `Function <${fn}> requires a field`);
    if (field !== '' && !FIELD_NAME.test(field)) errors.add('series', `<${field}> is not a message field name.`);
    if (ids.has(id)) errors.add('series', `Series id <${id}> is used twice.`);
    ids.add(id);
    series.push({ id, function: fn as SeriesFunction, field: field === '' ? null : field });
  }
  return series;
}

function checkConditions(json: unknown, series: readonly AggregationSeries[], errors: FieldErrors): AggregationConfig['conditions'] {
  if (json === undefined || json === null) return null;
  if (!isRecord(json)) {
    errors.add('conditions', 'must be an object with an expression');
    return null;
  }
  if (json.expression === undefined || json.expression === null) return { expression: null };
  const parsed = parseExpression(json.expression, new Set(series.map((item) => item.id)));
  if (typeof parsed === 'string') {
    errors.add('conditions', `The condition ${parsed}.`);
    return { expression: null };
  }
  return { expression: parsed satisfies Expression };
}

function checkFieldSpec(json: Record<string, unknown> | null, errors: FieldErrors): Record<string, FieldSpec> {
  const spec: Record<string, FieldSpec> = {};
  for (const [name, value] of Object.entries(json ?? {})) {
    if (!FIELD_NAME.test(name)) {
      errors.add('field_spec', `Event Definition field_spec contains invalid message field "${name}"`);
      continue;
    }
    if (!isRecord(value)) {
      errors.add('field_spec', `Field "${name}" needs a data_type and providers.`);
      continue;
    }
    const read = new JsonReader(value, errors);
    const dataType = read.string('data_type', 'string', 'field_spec');
    if (dataType !== 'string') errors.add('field_spec', `Field "${name}": data_type must be "string".`);
    const providers: FieldSpec['providers'] = [];
    for (const provider of read.array('providers', 'field_spec')) {
      const type = isRecord(provider) ? provider.type : undefined;
      if (type === LOOKUP_PROVIDER_TYPE) {
        errors.add('field_spec', `Field "${name}": lookup table values (${LOOKUP_PROVIDER_TYPE}) need lookup tables, which this server does not have yet.`);
      } else if (type === TEMPLATE_PROVIDER_TYPE && isRecord(provider)) {
        const providerRead = new JsonReader(provider, errors);
        const template = providerRead.string('template', '', 'field_spec');
        if (template.trim() === '') errors.add('field_spec', `Field "${name}": the template cannot be empty.`);
        providers.push({ type: TEMPLATE_PROVIDER_TYPE, template, require_values: providerRead.boolean('require_values', false, 'field_spec') });
      } else {
        errors.add('field_spec', `Field "${name}": unknown value provider <${String(type)}>; use ${TEMPLATE_PROVIDER_TYPE}.`);
      }
    }
    if (providers.length === 0 && !errors.errors.field_spec) errors.add('field_spec', `Field "${name}" needs a value provider.`);
    spec[name] = { data_type: 'string', providers };
  }
  return spec;
}

function checkNotifications(list: unknown[], db: Db, errors: FieldErrors): NotificationHandlerConfig[] {
  const handlers: NotificationHandlerConfig[] = [];
  const exists = db.prepare('SELECT 1 FROM event_notifications WHERE id = ?');
  for (const item of list) {
    const id = isRecord(item) ? item.notification_id : undefined;
    if (typeof id !== 'string' || id === '') {
      errors.add('notifications', 'Each notification needs a notification_id.');
      continue;
    }
    if (!exists.get(id)) {
      errors.add('notifications', `Notification <${id}> doesn't exist.`);
      continue;
    }
    if (handlers.some((handler) => handler.notification_id === id)) continue;
    const parameters = isRecord(item) ? item.notification_parameters : undefined;
    handlers.push(parameters === undefined || parameters === null ? { notification_id: id } : { notification_id: id, notification_parameters: parameters });
  }
  return handlers;
}
