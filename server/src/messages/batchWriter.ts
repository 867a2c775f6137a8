// Where the group commit's flushes are committed: inline (on the calling thread, synchronously) or in a
// worker thread. Each index-file commit costs an fsync plus the inserts; in the worker that time runs on
// another core, so the main thread keeps receiving and processing the next batch meanwhile.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IndexWriters } from './indexWriters';
import type { IndexBatch, IndexOutcome, WriterReply, WriterRequest, WriterWorkerData } from './writerProtocol';

/**
 * Called once per commit: synchronously by the inline writer, on a later turn by the worker. `error` is set
 * when the writer itself failed (nothing is known about any index); otherwise each index has its outcome.
 */
export type CommitDone = (error: Error | null, outcomes: IndexOutcome[] | null) => void;

export interface BatchWriter {
  /** Commits one flush (a transaction per index); the caller keeps at most one in flight, which keeps their order. */
  commit(batches: IndexBatch[], done: CommitDone): void;
  /** Closes the write connections of these indices, after every commit asked for before. */
  release(indices: string[]): Promise<void>;
  close(): Promise<void>;
}

export function inlineWriter(writers: IndexWriters): BatchWriter {
  return {
    commit(batches, done) {
      done(null, writers.commitAll(batches));
    },
    async release(indices) {
      writers.release(indices);
    },
    async close() {
      writers.close();
    },
  };
}

// Compiled (npm start runs server/dist), the worker is the .js file next to this one and plain node loads
// it. From sources (tsx, jest's babel transform) it goes through tsx's CommonJS hook: babel-jest does not
// reach into worker threads, and a .ts worker file needs a hook. tsx is required only then, so the compiled
// server never loads a TypeScript loader.
const runsCompiled = path.extname(__filename) === '.js';
const WORKER_SOURCE = runsCompiled
  ? `require(${JSON.stringify(path.join(__dirname, 'writerWorker.js'))});`
  : `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(path.join(__dirname, 'writerWorker.ts'))});`;

/**
 * The writer's own heap stays small: it holds one flush at a time (at most DEFAULT_MAX_BATCH messages per
 * index) and SQLite's memory is outside it. V8's default young generation (up to 48 MB, kept once grown)
 * would otherwise stay resident in the worker after a burst of intake.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

export class WorkerWriter implements BatchWriter {
  private worker: Worker | null = null;
  /** What waits for a reply, in the order the requests were sent: the worker answers in that order. */
  private readonly waiting: ((reply: WriterReply | Error) => void)[] = [];

  constructor(private readonly dataDir: string) {}

  commit(batches: IndexBatch[], done: CommitDone): void {
    this.send({ kind: 'commit', batches }, (reply) => {
      if (reply instanceof Error) done(reply, null);
      else if (reply.kind === 'committed') done(null, reply.outcomes);
      else done(new Error(`The index writer answered ${reply.kind} to a commit`), null);
    });
  }

  async release(indices: string[]): Promise<void> {
    // Nothing to release without a worker: its connections went with it.
    if (!this.worker) return;
    await new Promise<void>((resolve) => { this.send({ kind: 'release', indices }, () => resolve()); });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    await new Promise<void>((resolve) => { this.send({ kind: 'close' }, () => resolve()); });
    this.worker = null;
    await worker.terminate();
  }

  private send(request: WriterRequest, onReply: (reply: WriterReply | Error) => void): void {
    const worker = this.worker ?? this.start();
    this.waiting.push(onReply);
    // Referenced only while a request is in flight: an idle writer does not keep the process alive.
    worker.ref();
    worker.postMessage(request);
  }

  /** Started on the first commit, and again after a crash of the previous one. */
  private start(): Worker {
    const workerData: WriterWorkerData = { dataDir: this.dataDir };
    // execArgv: [] keeps the host's own loader flags (tsx's, when it runs the server) out of the worker.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, execArgv: [], resourceLimits: WORKER_LIMITS });
    worker.on('message', (reply: WriterReply) => this.answer(worker, reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`The index writer stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answer(worker: Worker, reply: WriterReply): void {
    if (this.worker !== worker) return;
    const onReply = this.waiting.shift();
    if (this.waiting.length === 0) worker.unref();
    onReply?.(reply);
  }

  /** A crashed worker fails what waits for it; the next request starts a new one. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const onReply of this.waiting.splice(0)) onReply(error);
  }
}
