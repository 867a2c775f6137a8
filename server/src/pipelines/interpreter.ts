// Runs one message through the pipelines of its streams with Graylog's semantics (PipelineInterpreter):
// - the pipelines connected to the streams the message is in run together, stage number by stage number
//   (stages of the same number in pipeline order);
// - in a stage, every rule's condition is evaluated first, then the actions of the rules that matched, in
//   order; an action that fails skips the stage's remaining actions;
// - a pipeline goes on to its next stage only when all of the stage's rules matched ("match all") or at least
//   one did ("match either"; a stage without rules always goes on);
// - streams a rule added bring their own pipelines in afterwards (each pipeline runs at most once a message);
// - a dropped message stops there; messages made by create_message and clone_message run the same way.
// A rule that fails is counted, the message gets a processing error and goes on; nothing here throws for a
// rule's doing. Time limits are the caller's (runner.ts): `progress` says which rule was running.
import { addProcessingError } from '../processing/processingError';
import type { EvaluationContext, PipelineMessage, PipelineServices } from './types';
import type { EnginePipeline, EngineRule, EngineStage, PipelineState, StageRule } from './state';

/** At most this many messages are made from one message (a rule cloning every message it sees would never end). */
export const MAX_CREATED_MESSAGES = 100;

export const tooManyCreated = `Pipeline rules made more than ${MAX_CREATED_MESSAGES} messages from this message; the rest were discarded`;
export const ruleSuspended = (name: string) => `Rule '${name}' was skipped: it is suspended after taking too long repeatedly`;
export const ruleFailed = (name: string, reason: string) => `For rule '${name}': ${reason}`;

/** Told what the interpreter does, in Graylog's InterpreterListener terms (the simulator traces with it). */
export interface InterpreterListener {
  processStreams(message: PipelineMessage, pipelines: readonly EnginePipeline[], streams: readonly string[]): void;
  enterStage(stage: EngineStage, message: PipelineMessage): void;
  exitStage(stage: EngineStage, message: PipelineMessage): void;
  evaluateRule(rule: EngineRule, pipeline: EnginePipeline): void;
  failEvaluateRule(rule: EngineRule, pipeline: EnginePipeline, reason: string): void;
  satisfyRule(rule: EngineRule, pipeline: EnginePipeline): void;
  dissatisfyRule(rule: EngineRule, pipeline: EnginePipeline): void;
  executeRule(rule: EngineRule, pipeline: EnginePipeline): void;
  failExecuteRule(rule: EngineRule, pipeline: EnginePipeline, reason: string): void;
  finishExecuteRule(rule: EngineRule, pipeline: EnginePipeline): void;
  continuePipelineExecution(pipeline: EnginePipeline, stage: EngineStage): void;
  stopPipelineExecution(pipeline: EnginePipeline, stage: EngineStage): void;
}

/** Where a run is: the rule whose condition or actions are being evaluated, null between rules. */
export interface RunProgress {
  rule: EngineRule | null;
}

export interface RunOptions {
  services: PipelineServices;
  listener: InterpreterListener | null;
  /** Mark the pipelines', stages' and rules' meters (not for simulations). */
  countMetrics: boolean;
  /** The time suspensions are checked against. */
  nowMs: number;
  progress: RunProgress;
  /** Rules stopped on this message by the time limit: treated as not matching, already flagged. */
  stopped: ReadonlySet<EngineRule> | null;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function mark(stageRule: StageRule, kind: 'executed' | 'matched' | 'not-matched' | 'failed', options: RunOptions): void {
  if (!options.countMetrics || !stageRule.meters) return;
  const [global, local] = stageRule.meters[kind];
  global.mark();
  local.mark();
}

function evaluateCondition(stageRule: StageRule, pipeline: EnginePipeline, context: EvaluationContext, options: RunOptions): boolean {
  const { rule } = stageRule;
  const { listener } = options;
  listener?.evaluateRule(rule, pipeline);
  if (rule.parsed === null || options.stopped?.has(rule)) {
    listener?.dissatisfyRule(rule, pipeline);
    return false;
  }
  if (rule.guard.suspendedUntil > options.nowMs) {
    addProcessingError(context.message.fields, ruleSuspended(rule.name));
    listener?.failEvaluateRule(rule, pipeline, 'suspended after taking too long repeatedly');
    return false;
  }
  let matched: boolean;
  options.progress.rule = rule;
  try {
    matched = rule.parsed.when(context) === true;
  } catch (error) {
    const reason = reasonOf(error);
    mark(stageRule, 'failed', options);
    addProcessingError(context.message.fields, ruleFailed(rule.name, reason));
    listener?.failEvaluateRule(rule, pipeline, reason);
    return false;
  } finally {
    options.progress.rule = null;
  }
  if (matched) {
    mark(stageRule, 'matched', options);
    listener?.satisfyRule(rule, pipeline);
  } else {
    mark(stageRule, 'not-matched', options);
    listener?.dissatisfyRule(rule, pipeline);
  }
  return matched;
}

/** Runs the rule's actions; false when one failed (the stage's remaining actions are skipped). */
function executeActions(stageRule: StageRule, pipeline: EnginePipeline, context: EvaluationContext, options: RunOptions): boolean {
  const { rule } = stageRule;
  const { listener } = options;
  if (rule.parsed === null) return true;
  mark(stageRule, 'executed', options);
  listener?.executeRule(rule, pipeline);
  options.progress.rule = rule;
  try {
    rule.parsed.then(context);
    return true;
  } catch (error) {
    const reason = reasonOf(error);
    mark(stageRule, 'failed', options);
    addProcessingError(context.message.fields, ruleFailed(rule.name, reason));
    listener?.failExecuteRule(rule, pipeline, reason);
    return false;
  } finally {
    options.progress.rule = null;
    listener?.finishExecuteRule(rule, pipeline);
  }
}

function evaluateStage(stage: EngineStage, message: PipelineMessage, stopped: Set<EnginePipeline>, created: PipelineMessage[], options: RunOptions): void {
  const { pipeline } = stage;
  if (stopped.has(pipeline)) return;
  const { listener } = options;
  if (options.countMetrics) stage.executed?.mark();
  listener?.enterStage(stage, message);
  const context: EvaluationContext = { message, createdMessages: [], services: options.services };
  const matching: StageRule[] = [];
  let anyMatched = stage.rules.length === 0;
  let allMatched = true;
  for (const stageRule of stage.rules) {
    const matched = evaluateCondition(stageRule, pipeline, context, options);
    if (matched) matching.push(stageRule);
    anyMatched ||= matched;
    allMatched &&= matched;
  }
  for (const stageRule of matching) {
    if (!executeActions(stageRule, pipeline, context, options)) break;
  }
  if (stage.matchAll ? allMatched : anyMatched) {
    listener?.continuePipelineExecution(pipeline, stage);
  } else {
    listener?.stopPipelineExecution(pipeline, stage);
    stopped.add(pipeline);
  }
  for (const made of context.createdMessages) created.push(made);
  listener?.exitStage(stage, message);
}

/** The stages of these pipelines in the order they run: by stage number, then by pipeline. */
function stagesInOrder(state: PipelineState, pipelines: readonly EnginePipeline[]): readonly EngineStage[] {
  const key = pipelines.length === 1 ? pipelines[0].id : pipelines.map((p) => p.id).sort().join(',');
  let plan = state.plans.get(key);
  if (!plan) {
    plan = pipelines.flatMap((pipeline) => pipeline.stages).sort((a, b) => a.stage - b.stage || a.pipeline.order - b.pipeline.order);
    state.plans.set(key, plan);
  }
  return plan;
}

function runOwnPipelines(state: PipelineState, message: PipelineMessage, created: PipelineMessage[], options: RunOptions): void {
  const ran = new Set<EnginePipeline>();
  const seenStreams = new Set<string>();
  for (;;) {
    const streams: string[] = [];
    const pipelines: EnginePipeline[] = [];
    for (const streamId of message.streams) {
      if (seenStreams.has(streamId)) continue;
      seenStreams.add(streamId);
      streams.push(streamId);
      for (const pipeline of state.byStream.get(streamId) ?? []) {
        if (ran.has(pipeline)) continue;
        ran.add(pipeline);
        pipelines.push(pipeline);
      }
    }
    options.listener?.processStreams(message, pipelines, streams);
    if (pipelines.length === 0) return;
    if (options.countMetrics) for (const pipeline of pipelines) pipeline.executed?.mark();
    const stopped = new Set<EnginePipeline>();
    for (const stage of stagesInOrder(state, pipelines)) evaluateStage(stage, message, stopped, created, options);
    if (message.dropped) return;
    // Streams added by the rules bring their own pipelines in (Graylog loops until no stream is added).
    let added = false;
    for (const streamId of message.streams) if (!seenStreams.has(streamId)) added = true;
    if (!added) return;
  }
}

/**
 * Runs `message` (changed in place) and the messages its rules make through the pipelines of their streams.
 * Returns the messages made, processed; dropped ones are still in the list, with `dropped` set.
 */
export function runMessage(state: PipelineState, message: PipelineMessage, options: RunOptions): PipelineMessage[] {
  const created: PipelineMessage[] = [];
  runOwnPipelines(state, message, created, options);
  for (let next = 0; next < created.length && next < MAX_CREATED_MESSAGES; next += 1) {
    runOwnPipelines(state, created[next], created, options);
  }
  if (created.length > MAX_CREATED_MESSAGES) {
    created.length = MAX_CREATED_MESSAGES;
    addProcessingError(message.fields, tooManyCreated);
  }
  return created;
}
