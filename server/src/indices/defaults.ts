// The default index set every Graylog installation starts with (created once, on first start).
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
