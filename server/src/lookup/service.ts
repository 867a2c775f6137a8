// The live lookup tables of one database: their caches and running data adapters, built from what is stored
// and rebuilt after every write (an unchanged cache keeps its entries, an unchanged adapter its data).
//
// Lookups are synchronous, because rules, extractors and converters run synchronously over a batch of
// messages. Adapters that hold their data in memory answer at once. Adapters that must ask the network per key
// cannot; inside `runRounds` such a miss is recorded as pending and answered with the table's defaults for
// now, the pending fetches are awaited (for intake only briefly: INTAKE_WAIT_MS), the caller's messages put
// back as they were, and the batch is run again with the fetched answers (see README.md).
import type { ServerContext } from '../context';
import type { LookupTables } from '../pipelines/types';
import { ADAPTER_TYPES } from './adapters';
import { FailedAdapter } from './adapters/failed';
import type { DataAdapter } from './adapters/types';
import { CACHE_TYPES } from './caches';
import type { LookupCache } from './caches/types';
import { toMillis } from './configReader';
import { defaultsResult, tableDefaults, withDefaults, type TableDefaults } from './defaultValues';
import { LateAnswers } from './lateAnswers';
import { errorResult, ERROR_TTL_MS } from './results';
import { adapterStore, cacheStore, tableStore } from './store';
import type { AdapterDto, CacheDto, LookupAnswer, TableDto } from './types';

/** Rounds of one `runRounds` call: the last one answers remaining misses with the defaults, flagged as errors. */
export const MAX_ROUNDS = 3;
/**
 * How long one intake `runRounds` call waits for fetches, in all its rounds. Every message processor waits for
 * the batch, so a slow adapter must not hold intake for its full request timeout (10 s and more): after this,
 * the batch goes on with the defaults and has_error, the fetches go on in the background, and their answers
 * serve the next batches (LateAnswers). About a second lets a healthy network adapter answer.
 */
export const INTAKE_WAIT_MS = 1_000;

interface LiveCache {
  dto: CacheDto;
  json: string;
  cache: LookupCache;
}

interface LiveAdapter {
  dto: AdapterDto;
  json: string;
  adapter: DataAdapter;
  /** Answers that arrived when nobody waited for them any more. */
  late: LateAnswers;
  /** Fetches an intake round gave up on and that are still running: while any are, intake does not wait. */
  stalled: number;
}

interface LiveTable {
  dto: TableDto;
  defaults: TableDefaults;
  cache: LiveCache;
  adapter: LiveAdapter;
}

/** A fetch a round waits for. */
interface Pending {
  live: LiveAdapter;
  answer: Promise<LookupAnswer>;
  settled: boolean;
}

/** One `runRounds` call's own answers: never shared with another call, so concurrent batches do not mix. */
interface Round {
  /** Fetched answers by adapter id and key, kept for the whole call even when the table has no cache. */
  memo: Map<string, LookupAnswer>;
  pending: Map<string, Pending>;
  final: boolean;
  /** Waits as long as the fetches take (interactive queries), so it never skips a stalled adapter. */
  patient: boolean;
}

export interface ErrorStatesRequest {
  tables?: readonly string[];
  caches?: readonly string[];
  data_adapters?: readonly string[];
}

export interface ErrorStates {
  tables: Record<string, string | null>;
  caches: Record<string, string | null>;
  data_adapters: Record<string, string | null>;
}

// Separates the adapter id from the key in cache keys; a key may contain anything else.
const SEP = '\u0000';

function keyText(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'object' && key !== null && !(key instanceof Date) && Object.getPrototypeOf(key) === Object.prototype) return JSON.stringify(key);
  return String(key);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class LookupService implements LookupTables {
  private caches = new Map<string, LiveCache>();
  private adapters = new Map<string, LiveAdapter>();
  private tables = new Map<string, LiveTable>();
  private stale = true;
  private closed = false;
  private current: Round | null = null;
  /** Fetches under way, by adapter id and key, shared by every round that needs them. */
  private readonly inflight = new Map<string, Promise<LookupAnswer>>();
  private readonly started = new WeakSet<DataAdapter>();

  constructor(private readonly ctx: ServerContext) {}

  /** Call after any write to caches, adapters or tables: the next lookup sees the stored state. */
  invalidate(): void {
    this.stale = true;
  }

  /** Stops every adapter's background work; lookups then answer from what is in memory, fetches fail. */
  close(): void {
    this.closed = true;
    for (const live of this.adapters.values()) live.adapter.stop();
    this.inflight.clear();
  }

  has(name: string): boolean {
    this.sync();
    return this.tables.has(name);
  }

  lookup(name: string, key: unknown): LookupAnswer | undefined {
    this.sync();
    const table = this.tables.get(name);
    if (!table) return undefined;
    if (key === null || key === undefined) return errorResult();
    const text = keyText(key);
    const cacheKey = table.adapter.dto.id + SEP + text;
    const cached = table.cache.cache.get(cacheKey);
    if (cached) return withDefaults(cached, table.defaults);
    const direct = table.adapter.adapter.lookup(text);
    if (direct) {
      table.cache.cache.put(cacheKey, direct);
      return withDefaults(direct, table.defaults);
    }
    const late = table.adapter.late.get(cacheKey);
    if (late) return withDefaults(late, table.defaults);
    return this.missingAnswer(table, text, cacheKey);
  }

  /** Whether any table's adapter cannot answer every key at once: only then must callers prepare for rounds. */
  needsRounds(): boolean {
    this.sync();
    for (const table of this.tables.values()) if (!table.adapter.adapter.answersAtOnce()) return true;
    return false;
  }

  /**
   * Runs `attempt` (synchronous) with lookups able to wait for the network: when lookups were left pending,
   * awaits them, calls `restore` (the caller puts its messages back as they were) and runs `attempt` again,
   * at most MAX_ROUNDS times in all. The waits take at most `waitMs` in all; then the last attempt answers
   * what is still missing with the defaults and has_error.
   */
  async runRounds<T>(attempt: () => T, restore: () => void, waitMs = INTAKE_WAIT_MS): Promise<T> {
    const round: Round = { memo: new Map(), pending: new Map(), final: false, patient: waitMs === Infinity };
    const deadline = Date.now() + waitMs;
    let gaveUp = false;
    for (let n = 1; ; n += 1) {
      round.final = gaveUp || n >= MAX_ROUNDS;
      round.pending = new Map();
      const result = this.within(round, attempt);
      if (round.pending.size === 0) return result;
      gaveUp = !(await this.settle(round.pending, deadline - Date.now()));
      restore();
    }
  }

  /** One lookup that waits for the network as long as it takes (the query routes and the tester). */
  query(name: string, key: string): Promise<LookupAnswer | undefined> {
    return this.runRounds(
      () => this.lookup(name, key),
      () => undefined,
      Infinity,
    );
  }

  /** The adapter's own answer for `key`, without cache or defaults; undefined for an unknown adapter. */
  async queryAdapter(idOrName: string, key: string): Promise<LookupAnswer | undefined> {
    this.sync();
    const live = this.liveAdapter(idOrName);
    if (!live) return undefined;
    return live.adapter.lookup(key) ?? (await live.adapter.fetch(key));
  }

  /** Forgets the table's cached answers: all of its adapter's, or only those for `key`. False for an unknown table. */
  purge(idOrName: string, key?: string): boolean {
    this.sync();
    const table = this.tables.get(idOrName) ?? [...this.tables.values()].find((candidate) => candidate.dto.id === idOrName);
    if (!table) return false;
    this.purgeAdapter(table.adapter.dto.id, key === undefined ? undefined : keyText(key));
    return true;
  }

  /** Runtime errors by the ids or names asked for (Graylog keys them by the names the console sends). */
  errorStates(request: ErrorStatesRequest): ErrorStates {
    this.sync();
    const states: ErrorStates = { tables: {}, caches: {}, data_adapters: {} };
    for (const asked of request.tables ?? []) {
      const table = this.tables.get(asked) ?? [...this.tables.values()].find((candidate) => candidate.dto.id === asked);
      if (table) states.tables[asked] = table.adapter.adapter.error();
    }
    for (const asked of request.data_adapters ?? []) {
      const live = this.liveAdapter(asked);
      if (live) states.data_adapters[asked] = live.adapter.error();
    }
    for (const asked of request.caches ?? []) {
      const live = this.caches.get(asked) ?? [...this.caches.values()].find((candidate) => candidate.dto.name === asked);
      // Caches live in memory and cannot fail.
      if (live) states.caches[asked] = null;
    }
    return states;
  }

  /** Runs one refresh of every adapter now, as their timers do (tests, and after a whitelist change). */
  async refreshAdapters(): Promise<void> {
    this.sync();
    await Promise.all([...this.adapters.values()].map((live) => live.adapter.refresh()));
  }

  private within<T>(round: Round, work: () => T): T {
    const previous = this.current;
    this.current = round;
    try {
      return work();
    } finally {
      this.current = previous;
    }
  }

  /** Waits for the pending fetches, at most `waitMs`; false when some were still running (they go on without us). */
  private async settle(pending: Map<string, Pending>, waitMs: number): Promise<boolean> {
    const all = Promise.all([...pending.values()].map((entry) => entry.answer));
    if (waitMs === Infinity) {
      await all;
      return true;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(waitMs, 0));
    });
    const finished = await Promise.race([all.then(() => true), timeout]);
    clearTimeout(timer);
    if (finished) return true;
    for (const [cacheKey, entry] of pending) {
      if (entry.settled) continue;
      entry.live.stalled += 1;
      void entry.answer.then((answer) => {
        entry.live.stalled -= 1;
        entry.live.late.put(cacheKey, answer);
      });
    }
    return false;
  }

  private missingAnswer(table: LiveTable, key: string, cacheKey: string): LookupAnswer {
    const round = this.current;
    // An intake round does not wait for an adapter it already gave up on: that would only wait again.
    if (round && (round.patient || table.adapter.stalled === 0)) {
      const fetched = round.memo.get(cacheKey);
      if (fetched) return withDefaults(fetched, table.defaults);
      if (round.final) return defaultsResult(table.defaults, true);
      if (!round.pending.has(cacheKey)) {
        const entry: Pending = { live: table.adapter, answer: this.fetchShared(table.adapter, key, cacheKey), settled: false };
        void entry.answer.then((answer) => {
          entry.settled = true;
          round.memo.set(cacheKey, answer);
        });
        round.pending.set(cacheKey, entry);
      }
      return defaultsResult(table.defaults, false);
    }
    // Nobody waits: the answer serves the next lookups, from the table's cache or the adapter's late answers.
    const live = table.adapter;
    void this.fetchShared(live, key, cacheKey).then((answer) => live.late.put(cacheKey, answer));
    return defaultsResult(table.defaults, true);
  }

  private fetchShared(live: LiveAdapter, key: string, cacheKey: string): Promise<LookupAnswer> {
    if (this.closed) return Promise.resolve(errorResult());
    const running = this.inflight.get(cacheKey);
    if (running) return running;
    const fetching = live.adapter
      .fetch(key)
      .catch((error: unknown) => {
        console.warn(`Lookup data adapter <${live.dto.name}> failed for a key: ${reasonOf(error)}`);
        return errorResult();
      })
      .then((answer) => {
        this.inflight.delete(cacheKey);
        // An adapter changed meanwhile answers from its new configuration; this answer is not kept.
        if (this.adapters.get(live.dto.id) === live) {
          for (const table of this.tables.values()) if (table.adapter === live) table.cache.cache.put(cacheKey, answer);
        }
        return answer;
      });
    this.inflight.set(cacheKey, fetching);
    return fetching;
  }

  private purgeAdapter(adapterId: string, key?: string): void {
    this.adapters.get(adapterId)?.late.purge(key === undefined ? undefined : adapterId + SEP + key);
    for (const table of this.tables.values()) {
      if (table.adapter.dto.id !== adapterId) continue;
      if (key === undefined) table.cache.cache.purgePrefix(adapterId + SEP);
      else table.cache.cache.purge(adapterId + SEP + key);
    }
  }

  private liveAdapter(idOrName: string): LiveAdapter | undefined {
    return this.adapters.get(idOrName) ?? [...this.adapters.values()].find((candidate) => candidate.dto.name === idOrName);
  }

  private sync(): void {
    if (!this.stale || this.closed) return;
    this.stale = false;
    try {
      this.rebuild();
    } catch (error) {
      // A database that cannot be read (closing) leaves the tables as they were; the next write retries.
      console.warn(`Lookup tables could not be loaded: ${reasonOf(error)}`);
    }
  }

  private rebuild(): void {
    const db = this.ctx.db;
    const caches = new Map<string, LiveCache>();
    for (const dto of cacheStore.all(db)) {
      const json = JSON.stringify(dto);
      const known = this.caches.get(dto.id);
      caches.set(dto.id, known && known.json === json ? known : { dto, json, cache: this.createCache(dto) });
    }
    const adapters = new Map<string, LiveAdapter>();
    for (const dto of adapterStore.all(db)) {
      const json = JSON.stringify(dto);
      const known = this.adapters.get(dto.id);
      adapters.set(dto.id, known && known.json === json ? known : { dto, json, adapter: this.createAdapter(dto), late: new LateAnswers(this.ctx.now), stalled: 0 });
    }
    for (const [id, live] of this.adapters) if (adapters.get(id) !== live) live.adapter.stop();
    const tables = new Map<string, LiveTable>();
    for (const dto of tableStore.all(db)) {
      const cache = caches.get(dto.cache_id);
      const adapter = adapters.get(dto.data_adapter_id);
      if (!cache || !adapter) continue;
      try {
        tables.set(dto.name, { dto, defaults: tableDefaults(dto), cache, adapter });
      } catch (error) {
        console.warn(`Lookup table <${dto.name}> has invalid default values: ${reasonOf(error)}`);
      }
    }
    this.caches = caches;
    this.adapters = adapters;
    this.tables = tables;
    // Adapters start once they are current, so a purge they trigger reaches their tables.
    for (const live of adapters.values()) {
      if (!this.started.has(live.adapter)) {
        this.started.add(live.adapter);
        live.adapter.start();
      }
    }
  }

  private createCache(dto: CacheDto): LookupCache {
    const type = CACHE_TYPES.get(dto.config.type) ?? CACHE_TYPES.get('none');
    if (!type) throw new Error('The "none" cache type is missing');
    return type.create(dto.config, this.ctx.now);
  }

  private createAdapter(dto: AdapterDto): DataAdapter {
    const type = ADAPTER_TYPES.get(dto.config.type);
    if (!type) return new FailedAdapter(`Unknown data adapter type ${dto.config.type}`);
    const errorTtl =
      dto.custom_error_ttl_enabled && dto.custom_error_ttl !== null && dto.custom_error_ttl_unit !== null
        ? toMillis(dto.custom_error_ttl, dto.custom_error_ttl_unit)
        : ERROR_TTL_MS;
    try {
      return type.create(dto, {
        db: this.ctx.db,
        now: this.ctx.now,
        purgeCaches: () => this.purgeAdapter(dto.id),
        errorResult: () => errorResult(errorTtl),
      });
    } catch (error) {
      return new FailedAdapter(`Data adapter ${dto.name} could not start: ${reasonOf(error)}`);
    }
  }
}

const services = new WeakMap<object, LookupService>();

/** The lookup service of the context's database, made on first use and shared by the engine, extractors and routes. */
export function lookupServiceFor(ctx: ServerContext): LookupService {
  let service = services.get(ctx.db);
  if (!service) {
    service = new LookupService(ctx);
    services.set(ctx.db, service);
  }
  return service;
}
