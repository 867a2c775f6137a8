// The node's message journal and pause gate, one per server: app.ts opens it between the inputs and
// the processor; the node routes pause and resume processing and describe the journal.
import type { ServerContext } from '../context';
import { getSetting, setSetting } from '../db/settings';
import type { MessageSink } from '../inputs/pipeline';
import { getLogger } from '../logging/logger';
import type { MetricRegistry } from '../metrics/registry';
import { nodeStatus } from '../system/nodeStatus';
import { ProcessingGate, type GateLog, type ReceiveTimes } from './gate';
import { MessageJournal } from './journal';

export { ProcessingGate } from './gate';
export type { BatchInFlight, ReceiveTimes } from './gate';

export const PERSISTED_STATUS_KEY = 'processing_status';
/** How often the receive times are written to the database, for GET /system/processing/status/persisted. */
export const PERSIST_INTERVAL_MS = 1_000;

export interface JournalOptions {
  /** The journal's size limit in bytes; default Graylog's 5 GB. */
  maxBytes?: number;
  log?: GateLog;
}

const gates = new WeakMap<ServerContext, ProcessingGate>();

/**
 * Opens <data-dir>/journal.db and puts the gate in front of `processor`; hand the returned gate to the
 * inputs instead of the processor. Close it (onClose) after the inputs stopped and before the message store.
 */
export function openProcessingGate(ctx: ServerContext, processor: MessageSink, metrics: MetricRegistry, options: JournalOptions = {}): ProcessingGate {
  const journal = new MessageJournal(ctx.dataDir, ctx.now, options.maxBytes);
  const gate = new ProcessingGate(journal, processor, nodeStatus(ctx), ctx.now, options.log ?? getLogger('org.graylog2.shared.journal.Journal'));
  registerJournalMetrics(metrics, gate);
  gates.set(ctx, gate);
  persistReceiveTimes(ctx, gate);
  return gate;
}

/** The server's gate; null where no server runs (contexts of unit tests). */
export function processingGate(ctx: ServerContext): ProcessingGate | null {
  return gates.get(ctx) ?? null;
}

export interface ProcessingStatus {
  isProcessing: boolean;
  pauseLocked: boolean;
  /** Graylog's lifecycle in its wire form: "running", "paused", "halting", "override lb:dead"... */
  lifecycle: string;
  /** Messages waiting in the journal. */
  uncommittedJournalEntries: number;
  receiveTimes: ReceiveTimes;
}

export function processingStatus(ctx: ServerContext): ProcessingStatus {
  const status = nodeStatus(ctx);
  const gate = processingGate(ctx);
  return {
    isProcessing: status.isProcessing,
    pauseLocked: status.pauseLocked,
    lifecycle: status.lifecycleName,
    uncommittedJournalEntries: gate?.journal.uncommittedMessages ?? 0,
    receiveTimes: gate?.receiveTimes ?? { ingest: 0, postProcessing: 0, postIndexing: 0 },
  };
}

/** Holds message processing: inputs keep taking messages, which wait in the journal. */
export function pauseProcessing(ctx: ServerContext, locked = false): void {
  nodeStatus(ctx).pause(locked);
}

/** Resumes processing and drains the journal; throws ProcessingPauseLockedError while the pause is locked. */
export function resumeProcessing(ctx: ServerContext): void {
  nodeStatus(ctx).resume();
}

export function persistedReceiveTimes(ctx: ServerContext): ReceiveTimes | null {
  return getSetting<ReceiveTimes>(ctx.db, PERSISTED_STATUS_KEY) ?? null;
}

function registerJournalMetrics(metrics: MetricRegistry, gate: ProcessingGate): void {
  const { journal } = gate;
  metrics.gauge('org.graylog2.journal.append.1-sec-rate', () => gate.appended.lastSecond);
  metrics.gauge('org.graylog2.journal.read.1-sec-rate', () => gate.read.lastSecond);
  metrics.gauge('org.graylog2.journal.entries-uncommitted', () => journal.uncommittedMessages);
  // One SQLite file is the journal's only segment.
  metrics.gauge('org.graylog2.journal.segments', () => 1);
  metrics.gauge('org.graylog2.journal.size', () => journal.sizeOnDisk);
  metrics.gauge('org.graylog2.journal.size-limit', () => journal.maxBytes);
  metrics.gauge('org.graylog2.journal.utilization-ratio', () => journal.sizeOnDisk / journal.maxBytes);
  metrics.gauge('org.graylog2.journal.oldest-segment', () => journal.createdAt);
  metrics.gauge('org.graylog2.buffers.process.usage', () => gate.processing);
  // Messages stay counted in the input backlog until stored, so the processor never holds more than its limit.
  metrics.gauge('org.graylog2.buffers.process.size', () => metrics.value('org.graylog2.buffers.input.size') ?? 0);
}

function persistReceiveTimes(ctx: ServerContext, gate: ProcessingGate): void {
  let written = JSON.stringify(persistedReceiveTimes(ctx));
  const persist = () => {
    const current = gate.receiveTimes;
    const text = JSON.stringify(current);
    if (text === written) return;
    try {
      setSetting(ctx.db, PERSISTED_STATUS_KEY, current);
      written = text;
    } catch {
      // The database is closing; the next start writes again.
    }
  };
  const timer = setInterval(persist, PERSIST_INTERVAL_MS);
  timer.unref();
  gate.onClose(() => {
    clearInterval(timer);
    persist();
  });
}
