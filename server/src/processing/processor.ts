// Completes what the inputs receive and hands it to the message store, as Graylog's process buffer
// does: ids and gl2_* fields, then the message processors in the configured order (messageprocessors/):
// - the filter chain: the input's extractors (in order, time-bounded), its static fields (only where the
//   message has no such field), the streams it is routed into (streams/router.ts);
// - the pipelines (pipelines/runner.ts): rules of the pipelines connected to the message's streams, which may
//   drop it or make new messages.
// The hot path does no database reads and no parsing: chains, routing, pipelines and the processors' order
// are compiled once per configuration version.
import type { ServerContext } from '../context';
import { addField } from '../extractors/fields';
import { newUuid } from '../http/ids';
import { activeProcessors, FILTER_CHAIN_CLASS, loadProcessorsConfig, PIPELINE_PROCESSOR_CLASS } from '../messageprocessors/config';
import type { MessageFields, MessageStore } from '../messages/types';
import { MetricRegistry } from '../metrics/registry';
import { PipelineRunner, type PipelineBatchResult } from '../pipelines/runner';
import { lookupRoundsFor, ServicesCache, type LookupRounds } from '../pipelines/services';
import { PipelineStateCache, type PipelineState } from '../pipelines/state';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { StreamRouter } from '../streams/router';
import { restoreFields } from './boundedBatch';
import { ChainCache } from './chains';
import { ingestConfigVersion } from './configVersion';
import { runChain } from './guardedChain';
import { addProcessingError } from './processingError';
import { UlidGenerator } from './ulid';

export interface ProcessedInput {
  id: string;
  staticFields: Record<string, string>;
}

/** An ISO 8601 date-time with a zone, which is what the store keeps in `timestamp`. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

// Messages of one batch mostly carry the same timestamp (a codec stamps those without one with the
// time of reception), so the last answer is kept: parsing and formatting cost about a µs a message.
let lastTimestampIn: unknown = null;
let lastTimestampOut: string | null = null;

function normalizedTimestamp(value: unknown): string | null {
  if (value === lastTimestampIn) return lastTimestampOut;
  if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value)) return null;
  const ms = Date.parse(value);
  const normalized = Number.isNaN(ms) ? null : new Date(ms).toISOString();
  lastTimestampIn = value;
  lastTimestampOut = normalized;
  return normalized;
}

/** Puts back a timestamp a processor made invalid (`before` holds the valid ones), saying who did it. */
function checkTimestamps(messages: readonly MessageFields[], before: readonly unknown[], writer: string): void {
  messages.forEach((fields, i) => {
    if (fields.timestamp === before[i]) return;
    const written = normalizedTimestamp(fields.timestamp);
    if (written === null) {
      addProcessingError(fields, `Replaced invalid timestamp value ${JSON.stringify(String(fields.timestamp))} set by ${writer} with the original timestamp`);
    }
    fields.timestamp = written ?? before[i];
  });
}

/**
 * Streams after routing a message that pipelines had already put into streams: routing adds the streams that
 * match, and the default stream stays only where neither the pipelines nor a matching stream removed it.
 */
function mergedStreams(before: readonly unknown[], routed: readonly unknown[]): unknown[] {
  const keepDefault = before.includes(DEFAULT_STREAM_ID) && routed.includes(DEFAULT_STREAM_ID);
  const merged = new Set<unknown>(keepDefault ? [DEFAULT_STREAM_ID] : []);
  for (const id of [...before, ...routed]) if (id !== DEFAULT_STREAM_ID) merged.add(id);
  return [...merged];
}

/** Told about every batch once it is stored (outputs forward it). Must return quickly and never throw. */
export type StoredMessagesListener = (messages: readonly MessageFields[]) => void;

type Step = typeof FILTER_CHAIN_CLASS | typeof PIPELINE_PROCESSOR_CLASS;

export class MessageProcessor {
  private readonly chains: ChainCache;
  private readonly ulids = new UlidGenerator();
  private readonly router: StreamRouter;
  private readonly storedListeners: StoredMessagesListener[] = [];
  private readonly pipelineStates: PipelineStateCache;
  private pipelines: { runner: PipelineRunner; services: ServicesCache } | null = null;
  private rounds: LookupRounds | null = null;
  private stepsVersion = -1;
  private steps: readonly Step[] = [];

  constructor(
    private readonly ctx: ServerContext,
    /** Only writes: the processor hands messages on and never reads them back. */
    private readonly store: Pick<MessageStore, 'write'>,
    private readonly metrics: MetricRegistry = new MetricRegistry(ctx.now),
    /** Lookup tables for rules; made when a pipeline first runs. */
    private readonly lookups: (ctx: ServerContext) => LookupRounds = lookupRoundsFor,
  ) {
    this.chains = new ChainCache(ctx);
    this.router = new StreamRouter(ctx);
    this.pipelineStates = new PipelineStateCache(ctx.db, metrics);
  }

  /** Adds a listener told about each batch after the store has written it. */
  onStored(listener: StoredMessagesListener): void {
    this.storedListeners.push(listener);
  }

  /** Completes `messages` (changing them in place) and resolves once the store has written them. */
  async process(input: ProcessedInput, messages: MessageFields[]): Promise<void> {
    if (messages.length === 0) return;
    const nowMs = this.ctx.now();
    const received = new Date(nowMs).toISOString();
    for (const fields of messages) {
      fields._id = newUuid();
      if (typeof fields.gl2_message_id !== 'string' || fields.gl2_message_id === '') fields.gl2_message_id = this.ulids.next(nowMs);
      fields.gl2_source_input = input.id;
      fields.gl2_source_node = this.ctx.node.nodeId;
      fields.timestamp = normalizedTimestamp(fields.timestamp) ?? received;
    }

    let batch = messages;
    let pipelinesRan = false;
    let routed = false;
    for (const step of this.currentSteps()) {
      if (step === FILTER_CHAIN_CLASS) {
        await this.filterChainWithLookups(input, batch, pipelinesRan, nowMs);
        routed = true;
      } else {
        // Without a connected pipeline this step costs one check a batch.
        const state = this.pipelineStates.current();
        if (state.byStream.size === 0) continue;
        const before = batch.map((fields) => fields.timestamp);
        const result = await this.runPipelines(state, batch, nowMs);
        checkTimestamps(batch, before, 'a pipeline rule');
        this.complete(result.created, nowMs, received);
        batch = result.messages;
        pipelinesRan = true;
      }
    }
    // Every message starts in the default stream (Graylog's process buffer puts it there).
    if (!routed) for (const fields of batch) if (!Array.isArray(fields.streams)) fields.streams = [DEFAULT_STREAM_ID];
    if (batch.length === 0) return;

    await this.store.write(batch);
    for (const listener of this.storedListeners) {
      // A listener's failure must never fail intake: the messages are stored already.
      try {
        listener(batch);
      } catch {
        // Listeners report their own failures; intake goes on.
      }
    }
  }

  /**
   * The filter chain, run again with the answers once lookup tables that ask the network (HTTP, DNS) were
   * missing some for the lookup extractors and converters (LookupService.runRounds); only then is the batch copied.
   */
  private async filterChainWithLookups(input: ProcessedInput, batch: MessageFields[], pipelinesRan: boolean, nowMs: number): Promise<void> {
    const lookups = this.lookupRounds();
    if (!lookups.needsRounds()) {
      this.filterChain(input, batch, pipelinesRan, nowMs);
      return;
    }
    const snapshot = structuredClone(batch);
    await lookups.runRounds(
      () => this.filterChain(input, batch, pipelinesRan, nowMs),
      () => batch.forEach((fields, i) => restoreFields(fields, structuredClone(snapshot[i]))),
    );
  }

  private lookupRounds(): LookupRounds {
    this.rounds ??= this.lookups(this.ctx);
    return this.rounds;
  }

  /** Extractors, static fields and routing. After pipelines, only messages from this input get its extractors. */
  private filterChain(input: ProcessedInput, batch: MessageFields[], pipelinesRan: boolean, nowMs: number): void {
    const fromInput = pipelinesRan ? batch.filter((fields) => fields.gl2_source_input === input.id) : batch;
    const before = fromInput.map((fields) => fields.timestamp);
    runChain(this.chains.forInput(input.id), fromInput, nowMs);
    const staticFields = Object.entries(input.staticFields);
    if (staticFields.length > 0) {
      for (const fields of fromInput) {
        for (const [key, value] of staticFields) if (!(key in fields)) addField(fields, key, value);
      }
    }
    checkTimestamps(fromInput, before, 'an extractor');

    const streamsBefore = pipelinesRan ? batch.map((fields) => fields.streams) : null;
    this.router.route(batch);
    if (streamsBefore) {
      batch.forEach((fields, i) => {
        const before = streamsBefore[i];
        if (Array.isArray(before) && Array.isArray(fields.streams)) fields.streams = mergedStreams(before, fields.streams);
      });
    }
  }

  private async runPipelines(state: PipelineState, batch: MessageFields[], nowMs: number): Promise<PipelineBatchResult> {
    this.pipelines ??= (() => {
      const lookups = this.lookupRounds();
      return { runner: new PipelineRunner(lookups, this.metrics), services: new ServicesCache(this.ctx, lookups) };
    })();
    try {
      return await this.pipelines.runner.process(state, this.pipelines.services.current(), batch, nowMs);
    } catch (error) {
      // A failure of the engine itself must not lose the batch: it is stored as it is, flagged.
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Pipeline processing failed: ${reason}`);
      for (const fields of batch) {
        addProcessingError(fields, `Pipeline processing failed: ${reason}`);
        if (!Array.isArray(fields.streams)) fields.streams = [DEFAULT_STREAM_ID];
      }
      return { messages: batch, created: [] };
    }
  }

  /** Messages made by rules get ids of their own and a valid timestamp. */
  private complete(created: readonly MessageFields[], nowMs: number, received: string): void {
    for (const fields of created) {
      fields._id = newUuid();
      fields.gl2_message_id = this.ulids.next(nowMs);
      if (typeof fields.gl2_source_node !== 'string') fields.gl2_source_node = this.ctx.node.nodeId;
      const timestamp = normalizedTimestamp(fields.timestamp);
      if (timestamp === null && fields.timestamp !== undefined) {
        addProcessingError(fields, `Replaced invalid timestamp value ${JSON.stringify(String(fields.timestamp))} set by a pipeline rule with the time it was made`);
      }
      fields.timestamp = timestamp ?? received;
    }
  }

  private currentSteps(): readonly Step[] {
    const version = ingestConfigVersion();
    if (version !== this.stepsVersion) {
      this.steps = activeProcessors(loadProcessorsConfig(this.ctx.db)).filter((className): className is Step =>
        className === FILTER_CHAIN_CLASS || className === PIPELINE_PROCESSOR_CLASS);
      this.stepsVersion = version;
    }
    return this.steps;
  }
}
