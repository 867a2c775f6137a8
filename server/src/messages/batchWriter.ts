// Where the group commit's batches are committed: inline (on the calling thread, synchronously) or in a
// worker thread. Each index-file commit costs an fsync plus the inserts; in the worker that time runs on
// another core, so the main thread keeps receiving and processing the next batch meanwhile.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { InsertResult, PreparedMessage } from './indexFile';
import type { IndexWriters } from './indexWriters';
import type { WriterReply, WriterRequest, WriterWorkerData } from './writerProtocol';

/** Called once per commit: synchronously by the inline writer, on a later turn by the worker. */
export type CommitDone = (error: Error | null, result: InsertResult | null) => void;

export interface BatchWriter {
  /** Commits one batch; the caller keeps at most one batch in flight, which keeps the order of batches. */
  commit(index: string, messages: PreparedMessage[], done: CommitDone): void;
  close(): Promise<void>;
}

export function inlineWriter(writers: IndexWriters): BatchWriter {
  return {
    commit(index, messages, done) {
      let result: InsertResult;
      try {
        result = writers.insert(index, messages);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)), null);
        return;
      }
      done(null, result);
    },
    async close() {
      writers.close();
    },
  };
}

// The worker is loaded through tsx's CommonJS hook, whatever runs the main thread (tsx, jest's babel
// transform, plain node): babel-jest does not reach into worker threads, and a .ts worker file needs a hook.
const WORKER_SOURCE = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(path.join(__dirname, 'writerWorker.ts'))});`;

export class WorkerWriter implements BatchWriter {
  private worker: Worker | null = null;
  private pending: CommitDone | null = null;
  private onClosed: (() => void) | null = null;

  constructor(private readonly dataDir: string) {}

  commit(index: string, messages: PreparedMessage[], done: CommitDone): void {
    if (this.pending) throw new Error('A batch is already being committed');
    const worker = this.worker ?? this.start();
    this.pending = done;
    // Referenced only while a commit is in flight: an idle writer does not keep the process alive.
    worker.ref();
    const request: WriterRequest = { kind: 'commit', index, messages };
    worker.postMessage(request);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      this.onClosed = resolve;
      const request: WriterRequest = { kind: 'close' };
      worker.postMessage(request);
    });
    this.worker = null;
    await worker.terminate();
  }

  /** Started on the first commit, and again after a crash of the previous one. */
  private start(): Worker {
    const workerData: WriterWorkerData = { dataDir: this.dataDir };
    // execArgv: [] keeps the host's own loader flags (tsx's, when it runs the server) out of the worker.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, execArgv: [] });
    worker.on('message', (reply: WriterReply) => this.answer(worker, reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`The index writer stopped (exit code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private answer(worker: Worker, reply: WriterReply): void {
    if (reply.kind === 'closed') {
      this.onClosed?.();
      this.onClosed = null;
      return;
    }
    const done = this.pending;
    this.pending = null;
    worker.unref();
    if (reply.kind === 'committed') done?.(null, reply.result);
    else done?.(new Error(reply.message), null);
  }

  /** A crashed worker fails its batch; the next commit starts a new one. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const done = this.pending;
    this.pending = null;
    done?.(error, null);
    this.onClosed?.();
    this.onClosed = null;
  }
}
