// The pipeline processor at intake: runs each message of a batch through the pipelines of the streams it is in
// (the default stream when it was not routed yet), takes dropped messages out and adds the ones rules made.
// Nothing is done, and nothing copied, for messages whose streams have no pipeline.
//
// Rules run user regular expressions and grok patterns, so the batch runs time-bounded, as the extractor chain
// does (processing/boundedBatch.ts). Message by message, the rule that overran is stopped, the message is put back
// as it was and run again without that rule, flagged; a rule stopped repeatedly is suspended for a while.
//
// Lookups in tables whose adapters answer over the network are made between rounds (lookup/service.ts): when
// a round left lookups pending, the batch is put back as it was and run again with the answers.
import type { MessageFields } from '../messages/types';
import type { MetricRegistry } from '../metrics/registry';
import { chargeTimeout, restoreFields, runBoundedBatch, type TimeLimits } from '../processing/boundedBatch';
import { EXTRACTOR_LIMITS } from '../processing/guardedChain';
import { addProcessingError } from '../processing/processingError';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { runMessage, type RunOptions, type RunProgress } from './interpreter';
import type { LookupRounds } from './services';
import type { EngineRule, PipelineState } from './state';
import type { PipelineMessage, PipelineServices } from './types';

/** The extractor chain's limits: rules run user regular expressions and grok patterns too. */
export const PIPELINE_LIMITS: TimeLimits = EXTRACTOR_LIMITS;

export const ruleTookTooLong = (name: string) => `Rule '${name}' took too long and was stopped`;
export const pipelinesTookTooLong = 'Pipelines took too long on this message and were stopped';
export const pipelinesSkippedForTime = 'Pipelines were skipped: this batch of messages took too long to process';

/** Graylog's meter of messages dropped by processing (drop_message). */
export const FILTERED_OUT_METRIC = 'org.graylog2.shared.buffers.processors.ProcessBufferProcessor.filteredOutMessages';

export interface PipelineBatchResult {
  /** The messages to store: the batch without dropped messages, then the messages rules made. */
  messages: MessageFields[];
  /** The messages rules made (also in `messages`): they still need ids. */
  created: MessageFields[];
}

interface WorkItem {
  fields: MessageFields;
  /** The fields as they were before the pipelines, `streams` included. */
  before: MessageFields;
  message: PipelineMessage;
  created: PipelineMessage[];
}

const DEFAULT_ONLY: readonly string[] = [DEFAULT_STREAM_ID];
const isString = (value: unknown): value is string => typeof value === 'string';

/** The streams a message is in: those routing gave it, or the default stream before routing. */
function streamsOf(fields: MessageFields): readonly string[] {
  const streams: unknown = fields.streams;
  if (!Array.isArray(streams)) return DEFAULT_ONLY;
  return streams.every(isString) ? streams : streams.filter(isString);
}

/** Stored fields of a processed message: its streams go back into `streams` (the default stream when none). */
export function storedFields(message: PipelineMessage): MessageFields {
  message.fields.streams = message.streams.size > 0 ? [...message.streams] : [DEFAULT_STREAM_ID];
  return message.fields;
}

/** A message as rules see it: its streams as a set, not among its fields. */
function toPipelineMessage(fields: MessageFields, streams: readonly string[]): PipelineMessage {
  delete fields.streams;
  return { fields, streams: new Set(streams), dropped: false };
}

export class PipelineRunner {
  private readonly progress: RunProgress = { rule: null };

  constructor(
    private readonly lookups: LookupRounds,
    private readonly metrics: MetricRegistry,
  ) {}

  /** Runs the batch (changed in place) through the pipelines of its messages' streams. */
  async process(state: PipelineState, services: PipelineServices, batch: MessageFields[], nowMs: number): Promise<PipelineBatchResult> {
    if (state.byStream.size === 0) return { messages: batch, created: [] };
    const needed = batch.some((fields) => streamsOf(fields).some((s) => state.byStream.has(s)));
    if (!needed) return { messages: batch, created: [] };
    const snapshot = this.lookups.needsRounds() ? structuredClone(batch) : null;
    const result = await this.lookups.runRounds(
      () => this.attempt(state, services, batch, nowMs),
      () => {
        if (snapshot) batch.forEach((fields, i) => restoreFields(fields, structuredClone(snapshot[i])));
      },
    );
    // Counted once the last round is done: an earlier round's drops were put back.
    if (result.dropped > 0) this.metrics.meter(FILTERED_OUT_METRIC).mark(result.dropped);
    return { messages: result.messages, created: result.created };
  }

  private attempt(state: PipelineState, services: PipelineServices, batch: MessageFields[], nowMs: number): PipelineBatchResult & { dropped: number } {
    const items: WorkItem[] = [];
    for (const fields of batch) {
      const streams = streamsOf(fields);
      if (!streams.some((s) => state.byStream.has(s))) continue;
      items.push({ fields, before: { ...fields }, message: toPipelineMessage(fields, streams), created: [] });
    }
    const options: RunOptions = { services, listener: null, countMetrics: true, nowMs, progress: this.progress, stopped: null };
    this.runItems(state, items, options);

    const dropped = new Set<MessageFields>();
    const created: MessageFields[] = [];
    for (const item of items) {
      storedFields(item.message);
      if (item.message.dropped) dropped.add(item.fields);
      for (const made of item.created) if (!made.dropped) created.push(storedFields(made));
    }
    const kept = dropped.size > 0 ? batch.filter((fields) => !dropped.has(fields)) : batch;
    return { messages: created.length > 0 ? [...kept, ...created] : kept, created, dropped: dropped.size };
  }

  private runItems(state: PipelineState, items: WorkItem[], options: RunOptions): void {
    runBoundedBatch(items, PIPELINE_LIMITS, {
      run: (item) => {
        item.created = runMessage(state, item.message, options);
      },
      restart: (item) => this.reset(item),
      runAlone: (item) => this.runAlone(state, item, options),
      skip: (item) => addProcessingError(item.message.fields, pipelinesSkippedForTime),
    });
  }

  private reset(item: WorkItem): void {
    restoreFields(item.fields, item.before);
    item.message = toPipelineMessage(item.fields, streamsOf(item.fields));
    item.created = [];
  }

  /** The rule running when the limit stopped the work (the interpreter clears it between rules); cleared. */
  private takeRunningRule(): EngineRule | null {
    const rule = this.progress.rule;
    this.progress.rule = null;
    return rule;
  }

  /** Runs one message under its own limit; each rule that overruns is stopped for this message and charged. */
  private runAlone(state: PipelineState, item: WorkItem, options: RunOptions): void {
    // A stop in the batch pass may have left its rule in progress: only a stop in this pass charges a rule.
    this.takeRunningRule();
    const stopped = new Set<EngineRule>();
    for (;;) {
      try {
        item.created = runBounded(() => runMessage(state, item.message, { ...options, stopped }), PIPELINE_LIMITS.itemMs);
        break;
      } catch (error) {
        if (!(error instanceof TimeLimitExceeded)) throw error;
        const rule = this.takeRunningRule();
        this.reset(item);
        if (rule === null || stopped.has(rule)) {
          // Out of time between rules (many fast rules, or many messages made): the message goes on unprocessed.
          addProcessingError(item.message.fields, pipelinesTookTooLong);
          return;
        }
        stopped.add(rule);
        chargeTimeout(rule.guard, options.nowMs, PIPELINE_LIMITS, `Pipeline rule "${rule.name}" (${rule.id ?? 'unsaved'})`);
      }
    }
    for (const rule of stopped) addProcessingError(item.message.fields, ruleTookTooLong(rule.name));
  }
}
