// The pause gate between the inputs and the processor. While processing runs and the journal is empty,
// a batch goes straight to the processor (one check a batch). While processing is paused, every batch is
// written to the journal and the input is answered at once; nothing is stored. On resume the journal is
// drained oldest first through the normal processing, one batch at a time, each awaited (the store writes
// off the main thread), so the event loop stays free; batches arriving meanwhile queue behind the backlog
// in the journal, which keeps their order. Whatever a crash left in the journal is drained on start.
import type { MessageSink } from '../inputs/pipeline';
import type { MessageFields } from '../messages/types';
import { ThroughputCounter } from '../metrics/throughput';
import type { ProcessedInput } from '../processing/processor';
import type { NodeStatus } from '../system/nodeStatus';
import type { JournalEntry, MessageJournal } from './journal';

/** Journal batches read per step; each is at most an input's batch (500 messages). */
const DRAIN_STEP_ENTRIES = 8;
/** After a failed drain step (e.g. the store could not write), the batch stays journaled and is tried again after this. */
export const DRAIN_RETRY_MS = 1_000;

export interface GateLog {
  info(message: string): void;
  error(message: string): void;
}

/** One batch the processor is working on, for the process buffer dump. */
export interface BatchInFlight {
  inputId: string;
  messages: number;
  since: number;
  fromJournal: boolean;
  first: MessageFields | undefined;
}

/** The newest receive time of the messages that reached each stage (Graylog's processing status receive times). */
export interface ReceiveTimes {
  ingest: number;
  postProcessing: number;
  postIndexing: number;
}

export class ProcessingGate implements MessageSink {
  readonly appended: ThroughputCounter;
  readonly read: ThroughputCounter;
  private readonly batches = new Map<number, BatchInFlight>();
  private nextBatch = 1;
  private messagesInFlight = 0;
  private drainRun: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];
  private readonly times: ReceiveTimes = { ingest: 0, postProcessing: 0, postIndexing: 0 };

  constructor(
    readonly journal: MessageJournal,
    private readonly processor: MessageSink,
    private readonly status: NodeStatus,
    private readonly now: () => number,
    private readonly log: GateLog,
  ) {
    this.appended = new ThroughputCounter(now);
    this.read = new ThroughputCounter(now);
    status.onResume(() => this.startDrain());
    if (journal.uncommittedMessages > 0) {
      log.info(`Message journal holds ${journal.uncommittedMessages} unprocessed messages from before the restart`);
      this.startDrain();
    }
  }

  onStored(listener: (messages: readonly MessageFields[]) => void): void {
    this.processor.onStored(listener);
  }

  /** True while batches go to the journal: processing is paused, or an older backlog is still being drained. */
  get holding(): boolean {
    return !this.status.isProcessing || this.journal.uncommittedMessages > 0;
  }

  get inFlight(): readonly BatchInFlight[] {
    return [...this.batches.values()];
  }

  /** Messages the processor is working on now. */
  get processing(): number {
    return this.messagesInFlight;
  }

  get receiveTimes(): ReceiveTimes {
    return { ...this.times };
  }

  async process(input: ProcessedInput, messages: MessageFields[]): Promise<void> {
    if (this.closed) throw new Error('Message processing has stopped: the server is shutting down');
    const receivedAt = this.now();
    this.times.ingest = Math.max(this.times.ingest, receivedAt);
    if (!this.holding) {
      await this.run(input, messages, receivedAt, false);
      return;
    }
    this.journal.append(input, messages);
    this.appended.add(messages.length);
    if (this.status.isProcessing) this.startDrain();
  }

  /** Called once the gate has stopped, before the journal closes. */
  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** Stops draining (the batch being processed finishes and is committed) and closes the journal. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.drainRun;
    for (const listener of this.closeListeners) listener();
    this.journal.close();
  }

  private startDrain(): void {
    if (this.drainRun || this.closed) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.drainRun = this.drain().finally(() => {
      this.drainRun = null;
    });
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.status.isProcessing) {
      const entries = this.journal.read(DRAIN_STEP_ENTRIES);
      if (entries.length === 0) return;
      for (const entry of entries) {
        if (this.closed || !this.status.isProcessing) return;
        if (!(await this.drainOne(entry))) return;
      }
      // Lets timers and I/O callbacks run between steps even when every store write resolved at once.
      await new Promise<void>((resolve) => {
        setImmediate(resolve);
      });
    }
  }

  private async drainOne(entry: JournalEntry): Promise<boolean> {
    try {
      await this.run(entry.input, entry.messages, entry.appendedAt, true);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error(`Could not process ${entry.messages.length} journaled messages, trying again in ${DRAIN_RETRY_MS / 1000} s: ${reason}`);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.startDrain();
      }, DRAIN_RETRY_MS);
      return false;
    }
    this.journal.commit(entry);
    this.read.add(entry.messages.length);
    return true;
  }

  private async run(input: ProcessedInput, messages: MessageFields[], receivedAt: number, fromJournal: boolean): Promise<void> {
    const id = this.nextBatch;
    this.nextBatch += 1;
    this.batches.set(id, { inputId: input.id, messages: messages.length, since: this.now(), fromJournal, first: messages[0] });
    this.messagesInFlight += messages.length;
    try {
      await this.processor.process(input, messages);
      // Processing and indexing complete together here: the processor resolves once the store has written.
      this.times.postProcessing = Math.max(this.times.postProcessing, receivedAt);
      this.times.postIndexing = Math.max(this.times.postIndexing, receivedAt);
    } finally {
      this.batches.delete(id);
      this.messagesInFlight -= messages.length;
    }
  }
}
