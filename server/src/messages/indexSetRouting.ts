// Which index sets a message is written to: those of its streams (`fields.streams`, each stream's
// index_set_id), as Graylog's Message.getIndexSets(); a message in streams of two sets is stored in both.
// A message without streams, or whose streams name no writable set, goes to the default set. The stream ->
// set map is read once per ingest config version (every stream write bumps it).
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';
import { ingestConfigVersion } from '../processing/configVersion';
import { defaultIndexSetId } from './indices';
import type { MessageFields } from './types';

interface IndexSetRow {
  id: string;
  data: string;
}

function isWritable(data: string): boolean {
  try {
    return (JSON.parse(data) as { writable?: unknown }).writable !== false;
  } catch {
    return false;
  }
}

export class IndexSetRouting {
  private version = -1;
  private setOfStream = new Map<string, string>();
  private defaultSet: string | null = null;

  constructor(private readonly db: Db) {}

  /** Forgets the map: for changes that do not bump the ingest config (an index set made default or read-only). */
  invalidate(): void {
    this.version = -1;
  }

  /** The ids of the index sets the message goes to (at least one while a default set exists), in a stable order. */
  setsOf(fields: MessageFields): string[] {
    this.refresh();
    const streams = fields.streams;
    const found: string[] = [];
    if (Array.isArray(streams)) {
      for (const stream of streams) {
        const set = typeof stream === 'string' ? this.setOfStream.get(stream) : undefined;
        if (set !== undefined && !found.includes(set)) found.push(set);
      }
    }
    if (found.length === 0 && this.defaultSet !== null) found.push(this.defaultSet);
    return found;
  }

  private refresh(): void {
    const version = ingestConfigVersion();
    if (version === this.version) return;
    const writable = new Set((prepared(this.db, 'SELECT id, data FROM index_sets').all() as IndexSetRow[])
      .filter((row) => isWritable(row.data))
      .map((row) => row.id));
    const map = new Map<string, string>();
    for (const row of prepared(this.db, 'SELECT id, index_set_id FROM streams').all() as { id: string; index_set_id: string | null }[]) {
      if (row.index_set_id && writable.has(row.index_set_id)) map.set(row.id, row.index_set_id);
    }
    this.setOfStream = map;
    this.defaultSet = defaultIndexSetId(this.db);
    this.version = version;
  }
}
