import type { ConfigReader } from '../configReader';
import type { LookupAnswer, TypedConfig } from '../types';

/** A running cache. Keys are made by the service (adapter id and lookup key), so tables sharing a cache never mix. */
export interface LookupCache {
  get(key: string): LookupAnswer | undefined;
  put(key: string, result: LookupAnswer): void;
  /** Forgets one key, or every key starting with `prefix`. */
  purge(key: string): void;
  purgePrefix(prefix: string): void;
  entryCount(): number;
}

/** A cache type as GET /system/lookup/types/caches lists it, and how to build and check its configuration. */
export interface CacheType {
  type: string;
  /** Graylog's Java config class, answered as `config_class`. */
  configClass: string;
  defaultConfig(): TypedConfig;
  /** The configuration with its known fields only; problems go to the reader's errors. */
  read(config: ConfigReader): TypedConfig;
  create(config: TypedConfig, now: () => number): LookupCache;
}
