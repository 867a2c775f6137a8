import type { Db } from '../../db/types';
import type { ConfigReader } from '../configReader';
import type { AdapterDto, FieldErrors, LookupAnswer, TypedConfig } from '../types';

/** What a running adapter may use from the server. */
export interface AdapterEnv {
  /** For the URL whitelist, read on every outbound call so a whitelist change applies at once. */
  db: Db;
  now(): number;
  /** The adapter's data changed: what the caches of its tables hold for it is forgotten. */
  purgeCaches(): void;
  /** The answer for a failed lookup (Graylog's error result, with the adapter's custom error TTL if set). */
  errorResult(): LookupAnswer;
}

/**
 * A running data adapter. Adapters that hold their data in memory answer `lookup` at once; those that ask
 * the network per key (or have not loaded their file yet) answer undefined there and the service calls
 * `fetch`, outside the synchronous processing of a message.
 */
export interface DataAdapter {
  /** Loads initial data and starts background refreshes; never throws (a failure is the error state). */
  start(): void;
  /** Stops timers; pending fetches finish but change nothing. */
  stop(): void;
  lookup(key: string): LookupAnswer | undefined;
  /** Whether `lookup` answers every key right now (false for per-key network adapters and data not loaded yet). */
  answersAtOnce(): boolean;
  /** The answer, from the network if need be; never rejects: a failure is an error answer. */
  fetch(key: string): Promise<LookupAnswer>;
  /** Why the adapter cannot answer properly right now (file missing, URL refused); null when fine. */
  error(): string | null;
  /** One refresh now: what the adapter's timer does (check the file, fetch the URL again). */
  refresh(): Promise<void>;
}

/** A data adapter type as GET /system/lookup/types/adapters lists it, and how to check and build one. */
export interface AdapterType {
  type: string;
  /** Graylog's Java config class, answered as `config_class`. */
  configClass: string;
  defaultConfig(): TypedConfig;
  /** The configuration with its known fields only; problems that make it unusable go to the reader's errors. */
  read(config: ConfigReader): TypedConfig;
  /**
   * Problems of the surroundings (a file that does not exist yet, a URL the whitelist refuses): the validate
   * call reports them, but saving is allowed and they become the adapter's error state until fixed.
   */
  checkSurroundings?(config: TypedConfig, db: Db): FieldErrors;
  create(dto: AdapterDto, env: AdapterEnv): DataAdapter;
}
