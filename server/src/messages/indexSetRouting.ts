// Which index sets a message is written to: those of its streams (`fields.streams`, each stream's
// index_set_id), as Graylog's Message.getIndexSets(); a message in streams of two sets is stored in both.
// A message without streams, or whose streams name no writable set, goes to the default set. The stream ->
// set map is read again only when the streams (the ingest config version: every stream write bumps it) or
// the index sets (their own version, indices/store.ts) have changed since.
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';
import { allIndexSetConfigs, defaultIndexSetId, indexSetsVersion } from '../indices/store';
import { ingestConfigVersion } from '../processing/configVersion';
import type { MessageFields } from './types';

export class IndexSetRouting {
  private ingestVersion = -1;
  private setsVersion = -1;
  private setOfStream = new Map<string, string>();
  private defaultSet: string | null = null;

  constructor(private readonly db: Db) {}

  /** Forgets the map: for a set found gone while writing (deleted since the map was read). */
  invalidate(): void {
    this.ingestVersion = -1;
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
    const ingestVersion = ingestConfigVersion();
    const setsVersion = indexSetsVersion();
    if (ingestVersion === this.ingestVersion && setsVersion === this.setsVersion) return;
    const writable = new Set(allIndexSetConfigs(this.db).filter((set) => set.writable).map((set) => set.id));
    const map = new Map<string, string>();
    for (const row of prepared(this.db, 'SELECT id, index_set_id FROM streams').all() as { id: string; index_set_id: string | null }[]) {
      if (row.index_set_id && writable.has(row.index_set_id)) map.set(row.id, row.index_set_id);
    }
    this.setOfStream = map;
    this.defaultSet = defaultIndexSetId(this.db);
    this.ingestVersion = ingestVersion;
    this.setsVersion = setsVersion;
  }
}
