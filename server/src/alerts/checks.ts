// Running a condition over the stored messages of its stream: how many arrived in the time range (message
// count), an aggregate of a numeric field (field value), or whether a message with a given field value arrived
// (field content). Values come from the message store's counts and terms, never from reading every message.
// Each check runs on the server's only thread, so it has a small time budget (CHECK_TIME_LIMIT_MS), enforced
// as for searches (search/searchTime.ts): a regular expression in the condition's query cannot stall intake.
import type { MessageFilter, MessageStore, StoredMessage } from '../messages/types';
import { compileQuery } from '../search/query';
import { runWithTimeLimit, searchTooSlowMessage } from '../search/searchTime';
import { FIELD_CONTENT, FIELD_VALUE, MESSAGE_COUNT } from './conditionTypes';
import type { CheckResult, ConditionParameters, MessageSummary, StoredCondition } from './types';

/**
 * Time one check of one condition may take; past it the check throws TimeLimitExceeded. Small because the
 * scanner checks every condition of every stream in turn, like the router's per-message budget per stream.
 */
export const CHECK_TIME_LIMIT_MS = 250;

/** What a client is told when a check was stopped at CHECK_TIME_LIMIT_MS. */
export const checkTooSlowMessage = (): string => searchTooSlowMessage(CHECK_TIME_LIMIT_MS);

/** Runs the store work of one check within the check's budget. */
const bounded = <T>(filter: MessageFilter, work: () => T): T => runWithTimeLimit(filter.query.userRegex, work, CHECK_TIME_LIMIT_MS);

/** Most distinct values of a field read for an aggregate. */
const MAX_FIELD_VALUES = 1_000_000;

export interface CheckContext {
  messages: MessageStore;
  nowMs: number;
  /** The window of field content checks: the time between two checks (Graylog's alert_check_interval). */
  checkIntervalMs: number;
}

const num = (parameters: ConditionParameters, name: string, fallback: number): number =>
  (typeof parameters[name] === 'number' ? parameters[name] as number : fallback);
const text = (parameters: ConditionParameters, name: string, fallback: string): string =>
  (typeof parameters[name] === 'string' ? parameters[name] as string : fallback);

const escapeField = (name: string) => name.replace(/[+\-&|!(){}[\]^"~*?:\\/ ]/g, (c) => `\\${c}`);
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

function withQuery(query: string, extra: string | null): string {
  const own = query.trim() === '' || query.trim() === '*' ? null : `(${query})`;
  return [own, extra].filter((part): part is string => part !== null).join(' AND ') || '*';
}

function streamFilter(streamId: string, query: string, fromMs: number, toMs: number, nowMs: number): MessageFilter {
  return { query: compileQuery(query, { nowMs }), streams: [streamId], fromMs, toMs };
}

function summaries(messages: readonly StoredMessage[]): MessageSummary[] {
  return messages.map((message) => ({ index: message.index, message: message.fields }));
}

function newest(store: MessageStore, filter: MessageFilter, limit: number): { total: number; messages: MessageSummary[] } {
  const result = store.search({ ...filter, limit, offset: 0 });
  return { total: result.total, messages: summaries(result.messages) };
}

const notTriggered = (nowMs: number): CheckResult => ({ triggered: false, resultDescription: '', triggeredAt: new Date(nowMs).toISOString(), matchingMessages: [] });

function triggered(nowMs: number, description: string, grace: number, messages: MessageSummary[]): CheckResult {
  return {
    triggered: true,
    resultDescription: `${description} (grace period: ${grace} minutes)`,
    triggeredAt: new Date(nowMs).toISOString(),
    matchingMessages: messages,
  };
}

export interface FieldStats { count: number; sum: number; min: number; max: number; mean: number; stddev: number }

/** Statistics of a field's numeric values among the matching messages (null when there are none). */
export function fieldStats(store: MessageStore, filter: MessageFilter, fieldName: string): FieldStats | null {
  let count = 0;
  let sum = 0;
  let squares = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const bucket of store.terms(filter, fieldName, MAX_FIELD_VALUES).buckets) {
    if (typeof bucket.value !== 'number' || !Number.isFinite(bucket.value)) continue;
    count += bucket.count;
    sum += bucket.value * bucket.count;
    squares += bucket.value * bucket.value * bucket.count;
    min = Math.min(min, bucket.value);
    max = Math.max(max, bucket.value);
  }
  if (count === 0) return null;
  const mean = sum / count;
  // Population standard deviation, as Elasticsearch's extended stats report it.
  const stddev = Math.sqrt(Math.max(0, squares / count - mean * mean));
  return { count, sum, min, max, mean, stddev };
}

const AGGREGATE_OF: Record<string, (stats: FieldStats) => number> = {
  MEAN: (stats) => stats.mean,
  MIN: (stats) => stats.min,
  MAX: (stats) => stats.max,
  SUM: (stats) => stats.sum,
  STDDEV: (stats) => stats.stddev,
};

const shown = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * Runs one condition of a stream now. Throws QueryParseError for a stored query that no longer compiles and
 * TimeLimitExceeded for a check that took longer than CHECK_TIME_LIMIT_MS.
 */
export function runCheck(ctx: CheckContext, streamId: string, condition: StoredCondition): CheckResult {
  const { parameters } = condition;
  const { nowMs } = ctx;
  const grace = num(parameters, 'grace', 0);
  const backlog = num(parameters, 'backlog', 0);
  const query = text(parameters, 'query', '*');
  const minutes = num(parameters, 'time', 5);
  const fromMs = nowMs - minutes * 60_000;

  if (condition.type === MESSAGE_COUNT) {
    const threshold = num(parameters, 'threshold', 0);
    const more = text(parameters, 'threshold_type', 'MORE').toUpperCase() !== 'LESS';
    const filter = streamFilter(streamId, query, fromMs, nowMs, nowMs);
    const { total, messages } = bounded(filter, () => newest(ctx.messages, filter, backlog));
    if (more ? total <= threshold : total >= threshold) return notTriggered(nowMs);
    return triggered(nowMs, `The stream received ${total} messages in the last ${minutes} minutes, ${more ? 'more' : 'fewer'} than the threshold of ${threshold}`, grace, messages);
  }

  if (condition.type === FIELD_VALUE) {
    const fieldName = text(parameters, 'field', '');
    const aggregation = text(parameters, 'type', 'MAX').toUpperCase();
    const aggregate = AGGREGATE_OF[aggregation];
    if (!fieldName || !aggregate) return notTriggered(nowMs);
    const filter = streamFilter(streamId, withQuery(query, `_exists_:${escapeField(fieldName)}`), fromMs, nowMs, nowMs);
    const threshold = num(parameters, 'threshold', 0);
    const higher = text(parameters, 'threshold_type', 'HIGHER').toUpperCase() !== 'LOWER';
    const found = bounded(filter, () => {
      const stats = fieldStats(ctx.messages, filter, fieldName);
      if (!stats) return null;
      const value = aggregate(stats);
      if (higher ? value <= threshold : value >= threshold) return null;
      return { value, messages: backlog > 0 ? newest(ctx.messages, filter, backlog).messages : [] };
    });
    if (!found) return notTriggered(nowMs);
    const { value, messages } = found;
    return triggered(nowMs, `The ${aggregation.toLowerCase()} of field ${fieldName} was ${shown(value)} in the last ${minutes} minutes, ${higher ? 'higher' : 'lower'} than the threshold of ${shown(threshold)}`, grace, messages);
  }

  if (condition.type === FIELD_CONTENT) {
    const fieldName = text(parameters, 'field', '');
    const value = text(parameters, 'value', '');
    if (!fieldName) return notTriggered(nowMs);
    const match = `${escapeField(fieldName)}:${quoted(value)}`;
    const filter = streamFilter(streamId, withQuery(query, match), nowMs - ctx.checkIntervalMs, nowMs, nowMs);
    const { total, messages } = bounded(filter, () => newest(ctx.messages, filter, Math.max(backlog, 1)));
    if (total === 0) return notTriggered(nowMs);
    return triggered(nowMs, `The stream received messages matching <${match}>`, grace, backlog > 0 ? messages : []);
  }

  return notTriggered(nowMs);
}

/** A one-line summary of a condition's parameters, for notifications. */
export function describeCondition(condition: StoredCondition): string {
  return Object.entries(condition.parameters).map(([name, value]) => `${name}: ${String(value)}`).join(', ');
}
