// The message store: one SQLite file per index (see indexFile.ts for why), listed in the main
// database's message_indices table, and a group commit in front of the write index.
//
// Group commit: write() only enqueues and returns a promise. A flush (run at once when the queue reaches
// `maxBatch` messages) writes everything queued in ONE transaction, so one fsync covers all of it, then
// counts the batch into message_indices and resolves every waiting caller (or rejects them all).
//
// When to flush: the fsync is a fixed cost per commit, and under load the event loop hands over only a
// few messages per turn (libuv reads at most 32 datagrams per UDP socket per turn; HTTP requests come
// as their clients get their answers), so committing every turn would pay one fsync per ~32 messages.
// So the queue is looked at once per turn (setImmediate) and committed as soon as a turn brought nothing
// new, the queue is full, or its oldest message has waited MAX_LINGER_MS. A lone message costs one turn
// more; a stream of them is committed in batches that grow with the load.
//
// Commits run in a writer worker (batchWriter.ts) by default, so the main thread takes in the next batch
// while the previous one is committed on the other core. One batch is in flight at a time (batches stay
// in order); what queues meanwhile is committed as soon as it is back. Reads keep their own connections
// on the main thread: in WAL mode each query sees every transaction committed before it started.
import type { ServerContext } from '../context';
import { registerIndexFileHolder, unregisterIndexFileHolder, type IndexFileHolder } from '../indexer/files';
import { recordIndexFailures } from '../indexer/failures';
import { noteCommitFailed, noteCommitSucceeded } from '../indexer/health';
import { inlineWriter, WorkerWriter, type BatchWriter } from './batchWriter';
import { IndexFile, type InsertResult, type PreparedMessage } from './indexFile';
import { IndexWriters } from './indexWriters';
import { IndexSetRouting } from './indexSetRouting';
import { defaultIndexSetId, indexSetExists } from '../indices/store';
import {
  ensureWriteIndex, findIndex, indexSetsOfStreams, indicesOverlapping, isValidIndexName, listIndices, recordBatch, setIndexStats, totalMessageCount, writeIndexOf,
} from './indices';
import { fieldTypes, histogram, terms } from './aggregations';
import { parseFields } from './fieldsJson';
import { MAX_RESULT_WINDOW, searchIndexFiles } from './search';
import type {
  FieldTypeInfo, HistogramBucket, MessageFields, MessageFilter, MessageSearchRequest, MessageSearchResult, MessageStore, StoredMessage, TermsResult,
} from './types';
import type { IndexBatch, IndexOutcome } from './writerProtocol';

export const DEFAULT_MAX_BATCH = 1000;
/** The longest a queued message waits for more to join its commit while more keep coming. */
export const MAX_LINGER_MS = 5;

export interface LocalMessageStore extends MessageStore {
  /**
   * Prepares and commits messages to `index` in one transaction and counts them into message_indices:
   * exactly what a flush does with everything queued (exported for the benchmark).
   */
  insertBatch(index: string, messages: readonly MessageFields[]): void;
}

export interface MessageStoreOptions {
  /** Queue size that makes write() flush at once instead of on the next turn of the event loop. */
  maxBatch?: number;
  /**
   * Where batches are committed: 'worker' (default) in a worker thread, 'inline' synchronously on this
   * thread (tests that watch IndexFile.insertBatch directly).
   */
  writer?: 'inline' | 'worker';
}

interface Waiting {
  messages: PreparedMessage[];
  /** Per message, the index sets it goes to (indexSetRouting.ts). */
  sets: string[][];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One flush: the batch per target index, and for each caller the indices its messages went to. */
interface FlushPlan {
  batches: IndexBatch[];
  indicesOf: Set<string>[];
}

/** Checks a message and turns it into what the index file stores; throws for a message without `_id` or `timestamp`. */
export function prepareMessage(fields: MessageFields): PreparedMessage {
  const id = fields._id;
  if (typeof id !== 'string' || id === '') throw new Error('A message needs an _id to be stored');
  const ts = typeof fields.timestamp === 'string' ? Date.parse(fields.timestamp) : NaN;
  if (!Number.isFinite(ts)) throw new Error(`Message ${id} has no valid timestamp`);
  return { id, ts, json: JSON.stringify(fields) };
}

class GroupCommitStore implements LocalMessageStore, IndexFileHolder {
  /** Read connections; writes go through `writer`, or `direct` for insertBatch. */
  private readonly files = new Map<string, IndexFile>();
  private readonly writer: BatchWriter;
  private readonly routing: IndexSetRouting;
  private direct: IndexWriters | null = null;
  private inFlight = false;
  private readonly drainWaiters: (() => void)[] = [];
  /** Work waiting for the commit in flight to be counted (betweenCommits). */
  private readonly betweenWaiters: (() => void)[] = [];
  private queue: Waiting[] = [];
  private queued = 0;
  /** `queued` when the queue was last looked at: less than `queued` means the last turn brought more. */
  private queuedAtLastLook = 0;
  /** performance.now() when the oldest queued message came. */
  private oldestQueuedAt = 0;
  private flushScheduled = false;
  private settleScheduled = false;
  private closed = false;

  constructor(private readonly ctx: ServerContext, private readonly maxBatch: number, writer: 'inline' | 'worker') {
    this.reconcile();
    this.routing = new IndexSetRouting(ctx.db);
    this.writer = writer === 'worker' ? new WorkerWriter(ctx.dataDir) : inlineWriter(this.directWriters());
    registerIndexFileHolder(ctx.db, this);
  }

  write(messages: MessageFields[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The message store is closed'));
    let prepared: PreparedMessage[];
    try {
      prepared = messages.map(prepareMessage);
    } catch (error) {
      return Promise.reject(error);
    }
    if (prepared.length === 0) return Promise.resolve();
    const sets = messages.map((fields) => this.routing.setsOf(fields));
    return new Promise<void>((resolve, reject) => {
      if (this.queued === 0) this.oldestQueuedAt = performance.now();
      this.queue.push({ messages: prepared, sets, resolve, reject });
      this.queued += prepared.length;
      if (this.queued >= this.maxBatch) {
        this.flush();
      } else if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(this.lookAtQueue);
      }
    });
  }

  private readonly lookAtQueue = (): void => {
    this.flushScheduled = false;
    if (this.queued === 0) return;
    const more = this.queued > this.queuedAtLastLook;
    if (more && performance.now() - this.oldestQueuedAt < MAX_LINGER_MS) {
      this.queuedAtLastLook = this.queued;
      this.flushScheduled = true;
      setImmediate(this.lookAtQueue);
      return;
    }
    this.flush();
  };

  insertBatch(index: string, messages: readonly MessageFields[]): void {
    const prepared = messages.map(prepareMessage);
    if (prepared.length === 0) return;
    this.assertIndexExists(index);
    this.record(index, this.directWriters().insert(index, prepared));
  }

  get(index: string, id: string): StoredMessage | null {
    this.assertOpen();
    if (!isValidIndexName(index)) return null;
    const record = findIndex(this.ctx.db, index);
    if (!record || record.closed) return null;
    const json = this.file(index)?.fieldsOf(id);
    const fields = json ? parseFields(json) : null;
    return fields ? { index, id, fields } : null;
  }

  search(request: MessageSearchRequest): MessageSearchResult {
    this.assertOpen();
    const { offset, limit } = request;
    if (!Number.isInteger(offset) || !Number.isInteger(limit) || offset < 0 || limit < 0 || offset + limit > MAX_RESULT_WINDOW) {
      throw new RangeError(`offset + limit must be within 0 and ${MAX_RESULT_WINDOW}`);
    }
    const files = this.filesOverlapping(request.fromMs, request.toMs, request.streams);
    return { ...searchIndexFiles(files, request), usedIndices: files.map((file) => file.name) };
  }

  histogram(filter: MessageFilter, intervalMs: number): HistogramBucket[] {
    this.assertOpen();
    if (!Number.isSafeInteger(intervalMs) || intervalMs <= 0) throw new RangeError('The histogram interval must be a positive whole number of milliseconds');
    return histogram(this.filesOverlapping(filter.fromMs, filter.toMs, filter.streams), filter, intervalMs);
  }

  terms(filter: MessageFilter, field: string, limit: number): TermsResult {
    this.assertOpen();
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError('The terms limit must be a whole number, at least 0');
    return terms(this.filesOverlapping(filter.fromMs, filter.toMs, filter.streams), filter, field, limit);
  }

  fieldTypes(fromMs: number, toMs: number, streams: readonly string[] | null): FieldTypeInfo[] {
    this.assertOpen();
    return fieldTypes(this.filesOverlapping(fromMs, toMs, streams), streams);
  }

  totalCount(): number {
    this.assertOpen();
    return totalMessageCount(this.ctx.db);
  }

  writeIndex(): string {
    const defaultSet = defaultIndexSetId(this.ctx.db);
    if (defaultSet === null) throw new Error('There is no default index set to write messages to');
    return this.writeIndexOfSet(defaultSet);
  }

  async release(indices: readonly string[]): Promise<void> {
    for (const name of indices) {
      this.files.get(name)?.close();
      this.files.delete(name);
    }
    this.direct?.release(indices);
    await this.writer.release([...indices]);
  }

  betweenCommits<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      };
      if (this.inFlight) this.betweenWaiters.push(run);
      else run();
    });
  }

  statsFromFile(index: string): { count: number; begin: number | null; end: number | null } | null {
    return this.file(index)?.stats() ?? null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    await new Promise<void>((resolve) => {
      if (this.isDrained()) resolve();
      else this.drainWaiters.push(resolve);
    });
    await this.writer.close();
    this.direct?.close();
    for (const file of this.files.values()) file.close();
    this.files.clear();
    unregisterIndexFileHolder(this.ctx.db, this);
  }

  /** The set's write index (its first one created when it has none); a set deleted meanwhile falls back to the default set. */
  private writeIndexOfSet(indexSetId: string): string {
    const existing = writeIndexOf(this.ctx.db, indexSetId);
    if (existing !== null) return existing;
    if (indexSetExists(this.ctx.db, indexSetId)) return ensureWriteIndex(this.ctx.db, indexSetId, this.ctx.now(), this.ctx.dataDir);
    this.routing.invalidate();
    const defaultSet = defaultIndexSetId(this.ctx.db);
    if (defaultSet === null || defaultSet === indexSetId) throw new Error('There is no default index set to write messages to');
    return this.writeIndexOfSet(defaultSet);
  }

  /**
   * Each message goes to the write index of each of its sets, asked for at every flush: rotation may have
   * moved a deflector since the last one. Messages keep their order within each index.
   */
  private plan(batch: readonly Waiting[]): FlushPlan {
    const targetOfSet = new Map<string, string>();
    const byIndex = new Map<string, PreparedMessage[]>();
    const indicesOf = batch.map((waiting) => {
      const touched = new Set<string>();
      waiting.messages.forEach((message, at) => {
        for (const set of waiting.sets[at]) {
          let index = targetOfSet.get(set);
          if (index === undefined) {
            index = this.writeIndexOfSet(set);
            this.assertIndexExists(index);
            targetOfSet.set(set, index);
          }
          let messages = byIndex.get(index);
          if (!messages) {
            messages = [];
            byIndex.set(index, messages);
          }
          messages.push(message);
          touched.add(index);
        }
      });
      return touched;
    });
    return { batches: [...byIndex].map(([index, messages]) => ({ index, messages })), indicesOf };
  }

  private flush(): void {
    if (this.queue.length === 0 || this.inFlight) return;
    const batch = this.queue;
    this.queue = [];
    this.queued = 0;
    this.queuedAtLastLook = 0;
    let plan: FlushPlan;
    try {
      plan = this.plan(batch);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.failed('', batch.flatMap((waiting) => waiting.messages), reason);
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    this.inFlight = true;
    try {
      this.writer.commit(plan.batches, (error, outcomes) => this.committed(batch, plan, error, outcomes));
    } catch (error) {
      // The writer could not even take the batch (no worker could be started): nothing is in flight.
      this.committed(batch, plan, error instanceof Error ? error : new Error(String(error)), null);
    }
  }

  private committed(batch: readonly Waiting[], plan: FlushPlan, error: Error | null, outcomes: IndexOutcome[] | null): void {
    this.inFlight = false;
    const failures = new Map<string, string>();
    const results = outcomes ?? plan.batches.map(({ index }) => ({ index, error: error?.message ?? 'The index writer did not answer' }));
    plan.batches.forEach(({ index, messages }, at) => {
      const outcome = results[at];
      try {
        // Committed to the index file first: a crash before this update is repaired by reconcile().
        if ('result' in outcome) this.record(index, outcome.result);
        else failures.set(index, outcome.error);
      } catch (recordError) {
        failures.set(index, recordError instanceof Error ? recordError.message : String(recordError));
      }
      const reason = failures.get(index);
      if (reason !== undefined) this.failed(index, messages, reason);
    });
    if (failures.size === 0) {
      try {
        noteCommitSucceeded(this.ctx);
      } catch {
        // Clearing the notification failed (the main database): the messages are stored all the same.
      }
    }
    batch.forEach((waiting, at) => {
      const failedIndex = [...plan.indicesOf[at]].find((index) => failures.has(index));
      if (failedIndex === undefined) waiting.resolve();
      else waiting.reject(new Error(failures.get(failedIndex)));
    });
    for (const run of this.betweenWaiters.splice(0)) run();
    // What queued during the commit has waited long enough already.
    this.flush();
    if (this.isDrained()) for (const resolve of this.drainWaiters.splice(0)) resolve();
  }

  /** Records what could not be stored as indexer failures; never throws into intake. */
  private failed(index: string, messages: readonly PreparedMessage[], reason: string): void {
    try {
      noteCommitFailed(this.ctx, reason);
      recordIndexFailures(this.ctx.db, this.ctx.now(), index, messages.map((message) => message.id), reason);
    } catch {
      // The main database itself failing: the callers' rejections still say what happened.
    }
  }

  private isDrained(): boolean {
    return !this.inFlight && this.queue.length === 0;
  }

  private assertIndexExists(index: string): void {
    if (!findIndex(this.ctx.db, index)) throw new Error(`Index ${index} does not exist`);
  }

  private record(index: string, result: InsertResult): void {
    if (result.inserted > 0) recordBatch(this.ctx.db, index, result.inserted, result.minTs, result.maxTs);
  }

  private directWriters(): IndexWriters {
    this.direct ??= new IndexWriters(this.ctx.dataDir);
    return this.direct;
  }

  /**
   * Read connections of the open indices holding messages in [fromMs, toMs], newest first; with streams,
   * only the indices of their index sets (indexSetsOfStreams). A search stopped by a time limit leaves its
   * read transactions open (no finally block runs then): they are closed on the next turn of the event
   * loop, whatever happened.
   */
  private filesOverlapping(fromMs: number, toMs: number, streams: readonly string[] | null): IndexFile[] {
    if (!this.settleScheduled) {
      this.settleScheduled = true;
      setImmediate(() => {
        this.settleScheduled = false;
        for (const file of this.files.values()) file.settle();
      });
    }
    const files: IndexFile[] = [];
    for (const record of indicesOverlapping(this.ctx.db, fromMs, toMs, indexSetsOfStreams(this.ctx.db, streams))) {
      const file = this.file(record.name);
      if (file) files.push(file);
    }
    return files;
  }

  /** The index's read connection, or null while its file does not exist. */
  private file(name: string): IndexFile | null {
    const open = this.files.get(name);
    if (open) return open;
    if (!isValidIndexName(name)) return null;
    const file = IndexFile.open(this.ctx.dataDir, name, { create: false });
    if (file) this.files.set(name, file);
    return file;
  }

  /**
   * Brings message_indices in line with the files, which hold the truth after a crash between the two
   * commits. Closed indices keep their files untouched until they are reopened.
   */
  private reconcile(): void {
    for (const record of listIndices(this.ctx.db)) {
      if (record.closed) continue;
      const stats = this.file(record.name)?.stats() ?? { count: 0, begin: null, end: null };
      if (stats.count !== record.message_count || stats.begin !== record.begin_ms || stats.end !== record.end_ms) {
        setIndexStats(this.ctx.db, record.name, stats);
      }
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The message store is closed');
  }
}

export function openMessageStore(ctx: ServerContext, options: MessageStoreOptions = {}): LocalMessageStore {
  return new GroupCommitStore(ctx, options.maxBatch ?? DEFAULT_MAX_BATCH, options.writer ?? 'worker');
}
