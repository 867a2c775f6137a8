// The parts of an index set's configuration the indexer acts on, read straight from the index_sets table
// (the index sets area owns the table and its validation).
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';
import { isRecord } from '../http/json';

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

interface IndexSetRow {
  id: string;
  title: string;
  index_prefix: string;
  is_default: number;
  data: string;
}


function managed(row: IndexSetRow): ManagedIndexSet {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (isRecord(parsed)) data = parsed;
  } catch {
    // A row whose configuration cannot be read is neither rotated nor retained: empty strategies below.
  }
  return {
    id: row.id,
    title: row.title,
    index_prefix: row.index_prefix,
    is_default: row.is_default === 1,
    writable: data.writable !== false,
    holds_messages: data.index_template_type !== 'events',
    rotation_strategy_class: typeof data.rotation_strategy_class === 'string' ? data.rotation_strategy_class : '',
    rotation_strategy: isRecord(data.rotation_strategy) ? data.rotation_strategy : {},
    retention_strategy_class: typeof data.retention_strategy_class === 'string' ? data.retention_strategy_class : '',
    retention_strategy: isRecord(data.retention_strategy) ? data.retention_strategy : {},
  };
}

export function managedIndexSets(db: Db): ManagedIndexSet[] {
  return (prepared(db, 'SELECT id, title, index_prefix, is_default, data FROM index_sets ORDER BY id').all() as IndexSetRow[]).map(managed);
}

export function managedIndexSet(db: Db, id: string): ManagedIndexSet | undefined {
  const row = prepared(db, 'SELECT id, title, index_prefix, is_default, data FROM index_sets WHERE id = ?').get(id) as IndexSetRow | undefined;
  return row ? managed(row) : undefined;
}

export function defaultManagedIndexSet(db: Db): ManagedIndexSet | undefined {
  const row = prepared(db, 'SELECT id, title, index_prefix, is_default, data FROM index_sets WHERE is_default = 1').get() as IndexSetRow | undefined;
  return row ? managed(row) : undefined;
}
