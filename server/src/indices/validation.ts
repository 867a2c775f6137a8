// What an index set must satisfy before it is stored, with Graylog's texts where it has them (its bean
// validation, IndexSetValidator, its console's prefix checks). Each refusal is a 400 naming the body field.
// Create takes Graylog's IndexSetSummary, update its IndexSetUpdateRequest: the prefix, analyzer, template
// and creation date of a set never change.
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { JAVA_INT_MAX } from '../http/json';
import type { IndexSetConfig } from './defaults';
import { indexSetPrefixes } from './store';
import { checkedStrategyConfig, findStrategy, StrategyConfigProblem } from './strategies';

export const TITLE_MAX = 1000;
export const DESCRIPTION_MAX = 10_000;
/** Index names become file names (`<prefix>_<n>.db`): kept well under the usual 255-byte limit. */
export const PREFIX_MAX = 200;
/** IndexSetValidator's minimum, as Graylog's field type poller would otherwise run too often. */
export const MIN_FIELD_TYPE_REFRESH_INTERVAL_MS = 1000;
export const DEFAULT_FIELD_TYPE_REFRESH_INTERVAL_MS = 5000;

const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Config = Type.Record(Type.String(), Type.Unknown());

// Clients send whole summaries back (id, default, stats…); Graylog ignores what it does not read.
const common = {
  title: Text(TITLE_MAX),
  description: OptionalText(DESCRIPTION_MAX),
  writable: Type.Optional(Type.Boolean()),
  shards: Type.Integer(),
  replicas: Type.Integer(),
  rotation_strategy_class: Text(500),
  rotation_strategy: Config,
  retention_strategy_class: Text(500),
  retention_strategy: Config,
  index_optimization_max_num_segments: Type.Optional(Type.Integer()),
  index_optimization_disabled: Type.Optional(Type.Boolean()),
  field_type_refresh_interval: Type.Optional(Type.Integer()),
};

export const CreateIndexSetBody = Type.Object(
  {
    ...common,
    index_prefix: Text(1000),
    creation_date: OptionalText(100),
    index_analyzer: OptionalText(200),
    index_template_type: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: true },
);
export type CreateIndexSetBody = Static<typeof CreateIndexSetBody>;

export const UpdateIndexSetBody = Type.Object(
  { ...common, index_prefix: Type.Optional(Text(1000)) },
  { additionalProperties: true },
);
export type UpdateIndexSetBody = Static<typeof UpdateIndexSetBody>;

const PREFIX_PATTERN = /^[a-z0-9][a-z0-9_+-]*$/;

/** Graylog's console texts for a prefix that breaks INDEX_PREFIX_REGEX. */
function prefixProblem(prefix: string): string | undefined {
  if (prefix.length === 0) return 'Invalid index prefix: cannot be empty';
  if (prefix.length > PREFIX_MAX) return `Invalid index prefix: must be at most ${PREFIX_MAX} characters`;
  if (PREFIX_PATTERN.test(prefix)) return undefined;
  if (/^[_+-]/.test(prefix)) return 'Invalid index prefix: must start with a letter or number';
  if (prefix.toLowerCase() !== prefix) return 'Invalid index prefix: must be lower case';
  return 'Invalid index prefix: must only contain letters, numbers, \'_\', \'-\' and \'+\'';
}

/**
 * IndexSetValidator: the same prefix is managed already; a prefix that starts another or that another
 * starts would make one set's wildcard (`graylog_*`) take the other's indices.
 */
function prefixConflict(db: Db, prefix: string): string | undefined {
  const existing = indexSetPrefixes(db);
  if (existing.includes(prefix)) return `Index prefix "${prefix}" would conflict with an existing index set!`;
  const other = existing.find((known) => prefix.startsWith(known) || known.startsWith(prefix));
  return other === undefined ? undefined : `Index prefix "${prefix}" would conflict with existing index set prefix "${other}"`;
}

/** Joda's Duration.toString(), as Graylog's refusal prints the interval: PT0S, PT0.500S, PT2S. */
export function jodaDuration(ms: number): string {
  const seconds = Math.trunc(ms / 1000);
  const millis = Math.abs(ms % 1000);
  const sign = ms < 0 && seconds === 0 ? '-' : '';
  return millis === 0 ? `PT${seconds}S` : `PT${sign}${seconds}.${String(millis).padStart(3, '0')}S`;
}

function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('Title must not be empty', 'title');
  return trimmed;
}

function checkedCount(value: number, field: string, label: string, minimum: number): number {
  if (value < minimum) throw badRequest(`${label} must be at least ${minimum}`, field);
  if (value > JAVA_INT_MAX) throw badRequest(`${label} must be at most ${JAVA_INT_MAX}`, field);
  return value;
}

function checkedRefreshInterval(value: number): number {
  if (value < MIN_FIELD_TYPE_REFRESH_INTERVAL_MS) {
    throw badRequest(`Index field_type_refresh_interval "${jodaDuration(value)}" is too short. It must be 1 second or longer.`, 'field_type_refresh_interval');
  }
  if (value > JAVA_INT_MAX) throw badRequest(`Field type refresh interval must be at most ${JAVA_INT_MAX} milliseconds`, 'field_type_refresh_interval');
  return value;
}

type StrategyPart = Pick<IndexSetConfig, 'rotation_strategy_class' | 'rotation_strategy' | 'retention_strategy_class' | 'retention_strategy'>;

function checkedStrategies(body: CreateIndexSetBody | UpdateIndexSetBody): StrategyPart {
  const part = (kind: 'rotation' | 'retention', type: string, config: unknown) => {
    const strategy = findStrategy(kind, type);
    if (!strategy) throw badRequest(`Unknown ${kind} strategy <${type}>`, `${kind}_strategy_class`);
    try {
      return checkedStrategyConfig(strategy, config);
    } catch (error) {
      if (error instanceof StrategyConfigProblem) throw badRequest(`Invalid ${kind} strategy configuration: ${error.message}`, `${kind}_strategy`, error.message);
      throw error;
    }
  };
  return {
    rotation_strategy_class: body.rotation_strategy_class,
    rotation_strategy: part('rotation', body.rotation_strategy_class, body.rotation_strategy),
    retention_strategy_class: body.retention_strategy_class,
    retention_strategy: part('retention', body.retention_strategy_class, body.retention_strategy),
  };
}

/** The parts create and update share, checked in Graylog's order: bean validation, then the validator. */
function checkedSettings(body: CreateIndexSetBody | UpdateIndexSetBody, refreshDefault: number) {
  return {
    title: checkedTitle(body.title),
    description: body.description ?? '',
    shards: checkedCount(body.shards, 'shards', 'Shards', 1),
    replicas: checkedCount(body.replicas, 'replicas', 'Replicas', 0),
    index_optimization_max_num_segments: checkedCount(body.index_optimization_max_num_segments ?? 1, 'index_optimization_max_num_segments', 'Max. number of segments', 1),
    index_optimization_disabled: body.index_optimization_disabled ?? false,
    field_type_refresh_interval: checkedRefreshInterval(body.field_type_refresh_interval ?? refreshDefault),
    ...checkedStrategies(body),
  };
}

function checkedCreationDate(value: string | null | undefined, nowMs: number): string {
  if (value === null || value === undefined || value === '') return new Date(nowMs).toISOString();
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw badRequest(`Invalid creation date "${value}": expected an ISO 8601 date and time`, 'creation_date');
  return new Date(ms).toISOString();
}

function checkedTemplateType(value: string | null | undefined): 'messages' | 'events' {
  if (value === null || value === undefined || value === 'messages') return 'messages';
  if (value === 'events') return 'events';
  throw badRequest(`Unknown index template type "${value}"; known types: messages, events`, 'index_template_type');
}

/** A new set's configuration from Graylog's IndexSetSummary; the set is never created as the default. */
export function checkedNewIndexSet(db: Db, body: CreateIndexSetBody, id: string, nowMs: number): IndexSetConfig {
  const prefixRefusal = prefixProblem(body.index_prefix);
  if (prefixRefusal) throw badRequest(prefixRefusal, 'index_prefix');
  const settings = checkedSettings(body, DEFAULT_FIELD_TYPE_REFRESH_INTERVAL_MS);
  const conflict = prefixConflict(db, body.index_prefix);
  if (conflict) throw badRequest(conflict, 'index_prefix');
  const analyzer = (body.index_analyzer ?? '').trim();
  return {
    id,
    ...settings,
    index_prefix: body.index_prefix,
    writable: body.writable ?? true,
    creation_date: checkedCreationDate(body.creation_date, nowMs),
    index_analyzer: analyzer === '' ? 'standard' : analyzer,
    index_template_name: `${body.index_prefix}-template`,
    index_template_type: checkedTemplateType(body.index_template_type),
    default: false,
  };
}

/** The stored set changed as Graylog's IndexSetUpdateRequest says; a different prefix is refused. */
export function checkedIndexSetUpdate(current: IndexSetConfig, body: UpdateIndexSetBody): IndexSetConfig {
  if (body.index_prefix !== undefined && body.index_prefix !== current.index_prefix) {
    throw badRequest(`The index prefix of an existing index set cannot be changed (it is "${current.index_prefix}")`, 'index_prefix');
  }
  return {
    ...current,
    ...checkedSettings(body, current.field_type_refresh_interval),
    writable: body.writable ?? current.writable,
  };
}
