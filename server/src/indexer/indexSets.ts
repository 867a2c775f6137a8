// The parts of an index set's configuration the indexer acts on. The index sets area owns the table and
// reads its rows (indices/store.ts): an unreadable row arrives read-only and without strategies, so the
// indexer neither rotates nor retains it.
import type { Db } from '../db/types';
import { isRecord } from '../http/json';
import type { IndexSetConfig } from '../indices/defaults';
import { allIndexSetConfigs, defaultIndexSetConfig, findIndexSetConfig, holdsMessages } from '../indices/store';

export interface ManagedIndexSet {
  id: string;
  title: string;
  index_prefix: string;
  is_default: boolean;
  writable: boolean;
  /** Graylog's events sets hold events, which this server keeps in their own table, not in indices. */
  holds_messages: boolean;
  rotation_strategy_class: string;
  rotation_strategy: Record<string, unknown>;
  retention_strategy_class: string;
  retention_strategy: Record<string, unknown>;
}

function managed(config: IndexSetConfig): ManagedIndexSet {
  // The strategies are checked for their shape as well: a malformed one must not break the indexer's pass.
  const rotation: unknown = config.rotation_strategy;
  const retention: unknown = config.retention_strategy;
  return {
    id: config.id,
    title: config.title,
    index_prefix: config.index_prefix,
    is_default: config.default,
    writable: config.writable,
    holds_messages: holdsMessages(config),
    rotation_strategy_class: typeof config.rotation_strategy_class === 'string' ? config.rotation_strategy_class : '',
    rotation_strategy: isRecord(rotation) ? rotation : {},
    retention_strategy_class: typeof config.retention_strategy_class === 'string' ? config.retention_strategy_class : '',
    retention_strategy: isRecord(retention) ? retention : {},
  };
}

export function managedIndexSets(db: Db): ManagedIndexSet[] {
  return allIndexSetConfigs(db).map(managed);
}

export function managedIndexSet(db: Db, id: string): ManagedIndexSet | undefined {
  const config = findIndexSetConfig(db, id);
  return config ? managed(config) : undefined;
}

export function defaultManagedIndexSet(db: Db): ManagedIndexSet | undefined {
  const config = defaultIndexSetConfig(db);
  return config ? managed(config) : undefined;
}
