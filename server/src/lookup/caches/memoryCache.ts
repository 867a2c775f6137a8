// Graylog's in-memory cache (`guava_cache`, Caffeine since 3.x): at most max_size entries, the least recently
// used going first; an entry expires after expire_after_write from its creation and, if set,
// expire_after_access after its last read. An answer with its own time to live (errors, DNS records) expires
// after that instead of expire_after_write. ignore_null keeps answers without a value out of the cache: our
// own field (the console offers it), not in Graylog 4.0's CaffeineLookupCache.Config, so the default
// configuration leaves it out as Graylog's does; a saved configuration carries it, false unless set.
import { toMillis } from '../configReader';
import { hasTtl, isEmptyResult } from '../results';
import type { LookupAnswer, TimeUnit, TypedConfig } from '../types';
import type { CacheType, LookupCache } from './types';

const GUAVA_CACHE = 'guava_cache';
/** Bounds what one cache may hold in this single process. */
export const MAX_CACHE_SIZE = 1_000_000;

export interface MemoryCacheConfig {
  maxSize: number;
  expireAfterAccessMs: number;
  expireAfterWriteMs: number;
  ignoreNull: boolean;
}

interface Entry {
  result: LookupAnswer;
  expiresAt: number;
}

export class MemoryCache implements LookupCache {
  // A Map keeps insertion order: re-inserting on every read makes the first key the least recently used.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly config: MemoryCacheConfig,
    private readonly now: () => number,
  ) {}

  get(key: string): LookupAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    if (this.config.expireAfterAccessMs > 0) entry.expiresAt = now + this.config.expireAfterAccessMs;
    this.entries.set(key, entry);
    return entry.result;
  }

  put(key: string, result: LookupAnswer): void {
    if (this.config.ignoreNull && !result.has_error && isEmptyResult(result)) return;
    const lifetime = hasTtl(result) ? result.ttl : this.config.expireAfterWriteMs > 0 ? this.config.expireAfterWriteMs : Infinity;
    this.entries.delete(key);
    if (this.config.maxSize === 0 || lifetime <= 0) return;
    this.entries.set(key, { result, expiresAt: this.now() + lifetime });
    while (this.entries.size > this.config.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  purge(key: string): void {
    this.entries.delete(key);
  }

  purgePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  entryCount(): number {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    return this.entries.size;
  }
}

function millis(amount: unknown, unit: unknown): number {
  return typeof amount === 'number' && amount > 0 && typeof unit === 'string' ? toMillis(amount, unit as TimeUnit) : 0;
}

export const memoryCacheType: CacheType = {
  type: GUAVA_CACHE,
  configClass: 'org.graylog2.lookup.caches.CaffeineLookupCache$Config',
  defaultConfig: () => ({
    type: GUAVA_CACHE,
    max_size: 1000,
    expire_after_access: 60,
    expire_after_access_unit: 'SECONDS',
    expire_after_write: 0,
    expire_after_write_unit: null,
  }),
  read: (config) => ({
    type: GUAVA_CACHE,
    max_size: config.integer('max_size', { min: 0, max: MAX_CACHE_SIZE }),
    expire_after_access: config.integer('expire_after_access', { min: 0 }),
    expire_after_access_unit: config.timeUnit('expire_after_access_unit'),
    expire_after_write: config.integer('expire_after_write', { min: 0 }),
    expire_after_write_unit: config.timeUnit('expire_after_write_unit'),
    ignore_null: config.boolean('ignore_null', false),
  }),
  create: (config: TypedConfig, now) =>
    new MemoryCache(
      {
        maxSize: typeof config.max_size === 'number' ? config.max_size : 1000,
        expireAfterAccessMs: millis(config.expire_after_access, config.expire_after_access_unit),
        expireAfterWriteMs: millis(config.expire_after_write, config.expire_after_write_unit),
        ignoreNull: config.ignore_null === true,
      },
      now,
    ),
};
