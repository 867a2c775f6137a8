// Compiled grok patterns for the stored pattern set. Compiling expands every reference, so results
// (failures included) are kept per database in a bounded LRU, and thrown away whenever the ingest
// configuration changes (every grok write bumps it, see processing/configVersion.ts).
import type { Db } from '../db/types';
import { ingestConfigVersion } from '../processing/configVersion';
import { compileGrok, GrokError, type CompiledGrok } from './compile';
import { loadGrokPatterns } from './store';

export const GROK_CACHE_SIZE = 500;

interface DbCache {
  version: number;
  patterns: Map<string, string>;
  compiled: Map<string, CompiledGrok | GrokError>;
}

const caches = new WeakMap<Db, DbCache>();

function cacheFor(db: Db): DbCache {
  const version = ingestConfigVersion();
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, patterns: loadGrokPatterns(db), compiled: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The stored patterns by name, as of the current ingest configuration. */
export function storedGrokPatterns(db: Db): ReadonlyMap<string, string> {
  return cacheFor(db).patterns;
}

/** `pattern` compiled against the stored patterns; throws GrokError (also from the cache) when it cannot be. */
export function cachedGrok(db: Db, pattern: string, namedCapturesOnly: boolean): CompiledGrok {
  const cache = cacheFor(db);
  const key = `${namedCapturesOnly ? 1 : 0}:${pattern}`;
  let entry = cache.compiled.get(key);
  if (entry) {
    // Re-inserting moves the entry to the young end of the Map's order.
    cache.compiled.delete(key);
  } else {
    try {
      entry = compileGrok(pattern, (name) => cache.patterns.get(name), { namedCapturesOnly });
    } catch (error) {
      if (!(error instanceof GrokError)) throw error;
      entry = error;
    }
    if (cache.compiled.size >= GROK_CACHE_SIZE) {
      const oldest = cache.compiled.keys().next().value;
      if (oldest !== undefined) cache.compiled.delete(oldest);
    }
  }
  cache.compiled.set(key, entry);
  if (entry instanceof GrokError) throw entry;
  return entry;
}
