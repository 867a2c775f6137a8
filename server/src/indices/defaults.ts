// The index sets every Graylog installation starts with, created on first start and, for the events
// sets, on the first start of a data folder made before they existed: the default set, which takes every
// message, and the two sets of Graylog 4.0's events streams (V20190705071400_AddEventIndexSetsMigration).
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';

export interface IndexSetConfig {
  id: string;
  title: string;
  description: string;
  index_prefix: string;
  shards: number;
  replicas: number;
  rotation_strategy_class: string;
  rotation_strategy: Record<string, unknown>;
  retention_strategy_class: string;
  retention_strategy: Record<string, unknown>;
  creation_date: string;
  index_analyzer: string;
  index_template_name: string;
  index_optimization_max_num_segments: number;
  index_optimization_disabled: boolean;
  field_type_refresh_interval: number;
  writable: boolean;
  default: boolean;
  /** Graylog's template type; a set without one holds messages. */
  index_template_type?: 'messages' | 'events';
}

export function defaultIndexSet(id: string, nowMs: number): IndexSetConfig {
  return {
    id,
    title: 'Default index set',
    description: 'The Graylog default index set',
    index_prefix: 'graylog',
    shards: 1,
    replicas: 0,
    rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
    rotation_strategy: {
      type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
      max_docs_per_index: 20000000,
    },
    retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
    retention_strategy: {
      type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
      max_number_of_indices: 20,
    },
    creation_date: new Date(nowMs).toISOString(),
    index_analyzer: 'standard',
    index_template_name: 'graylog-internal',
    index_optimization_max_num_segments: 1,
    index_optimization_disabled: false,
    field_type_refresh_interval: 5000,
    writable: true,
    default: true,
  };
}

/** Returns the id of the default index set, creating it when there is none. */
export function ensureDefaultIndexSet(db: Db, nowMs: number): { id: string; created: boolean } {
  const existing = db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string } | undefined;
  if (existing) return { id: existing.id, created: false };
  const indexSet = defaultIndexSet(newObjectId(nowMs), nowMs);
  db.prepare('INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 1, ?)')
    .run(indexSet.id, indexSet.title, indexSet.index_prefix, JSON.stringify(indexSet));
  return { id: indexSet.id, created: true };
}

/** What tells Graylog's two events index sets apart. */
export interface EventsIndexSetSpec {
  title: string;
  description: string;
  index_prefix: string;
}

export const EVENTS_INDEX_SET: EventsIndexSetSpec = { title: 'Graylog Events', description: 'Stores Graylog events.', index_prefix: 'gl-events' };
export const SYSTEM_EVENTS_INDEX_SET: EventsIndexSetSpec = {
  title: 'Graylog System Events',
  description: 'Stores Graylog system events.',
  index_prefix: 'gl-system-events',
};

/** Graylog's events index set: monthly indices, a year of them kept; shards and the rest as the default set's. */
export function eventsIndexSet(spec: EventsIndexSetSpec, id: string, nowMs: number): IndexSetConfig {
  return {
    ...defaultIndexSet(id, nowMs),
    ...spec,
    rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
    rotation_strategy: {
      type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig',
      rotation_period: 'P1M',
    },
    retention_strategy: {
      type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig',
      max_number_of_indices: 12,
    },
    index_template_name: `${spec.index_prefix}-template`,
    field_type_refresh_interval: 60000,
    default: false,
    index_template_type: 'events',
  };
}

/**
 * Returns the id of the events index set with the spec's prefix, creating it when there is none. As in
 * Graylog, a set of messages holding that prefix stops the start: the two must not share indices.
 */
export function ensureEventsIndexSet(db: Db, spec: EventsIndexSetSpec, nowMs: number): string {
  const existing = db.prepare('SELECT id, data FROM index_sets WHERE index_prefix = ?').get(spec.index_prefix) as { id: string; data: string } | undefined;
  if (existing) {
    if ((JSON.parse(existing.data) as Partial<IndexSetConfig>).index_template_type === 'events') return existing.id;
    throw new Error(`Index prefix conflict: a non-events index set with prefix <${spec.index_prefix}> already exists.`);
  }
  const indexSet = eventsIndexSet(spec, newObjectId(nowMs), nowMs);
  db.prepare('INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 0, ?)')
    .run(indexSet.id, indexSet.title, indexSet.index_prefix, JSON.stringify(indexSet));
  return indexSet.id;
}
