// Runs one message through the pipelines of its streams with Graylog's semantics (PipelineInterpreter):
// - the pipelines connected to the streams the message is in run together, stage number by stage number
//   (stages of the same number in pipeline order);
// - in a stage, every rule's condition is evaluated first, then the actions of the rules that matched, in
//   order; an action that fails skips the stage's remaining actions;
// - a pipeline goes on to its next stage only when all of the stage's rules matched ("match all") or at least
//   one did ("match either"; a stage without rules always goes on);
// - when the rules routed the message into streams it was not in, it runs again, for those streams only: the
//   streams it was in before and is still in are done for this message (Graylog's blacklist of <message,
//   stream> pairs), so a pipeline connected to a stream done and to a new one runs again. Graylog loops as long
//   as streams are added; here at most MAX_STREAM_ROUNDS times (rules moving a message back and forth between
//   two streams would never end);
// - a dropped message stops there; messages made by create_message and clone_message run the same way.
// A rule that fails is flagged on the message, which goes on; nothing here throws for a rule's doing. Time
// limits are the caller's (runner.ts): `progress` says which rule was running.
import { addProcessingError } from '../processing/processingError';
import type { EvaluationContext, PipelineMessage, PipelineServices } from './types';
import type { EnginePipeline, EngineRule, EngineStage, PipelineState, StageRule } from './state';

/** At most this many messages are made from one message (a rule cloning every message it sees would never end). */
export const MAX_CREATED_MESSAGES = 100;

/** At most this many runs of a message's pipelines (the first, and one for each time rules added streams). */
export const MAX_STREAM_ROUNDS = 10;

export const tooManyRounds = `Pipeline rules kept routing this message into new streams: its pipelines ran ${MAX_STREAM_ROUNDS} times and were not run again`;
export const tooManyCreated = `Pipeline rules made more than ${MAX_CREATED_MESSAGES} messages from this message; the rest were discarded`;
export const ruleSuspended = (names: readonly string[]) =>
  names.length === 1
    ? `Rule '${names[0]}' was skipped: it is suspended after taking too long repeatedly`
    : `Rules ${names.map((name) => `'${name}'`).join(', ')} were skipped: they are suspended after taking too long repeatedly`;
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

/** One message's run through its pipelines. */
interface MessageRun {
  message: PipelineMessage;
  /** Messages its rules made (run afterwards by runMessage). */
  created: PipelineMessage[];
  /** Suspended rules it met: the message is flagged once for all of them, at the end. */
  suspended: Set<EngineRule>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function mark(stageRule: StageRule, kind: 'executed' | 'matched' | 'not-matched' | 'failed', options: RunOptions): void {
  if (!options.countMetrics || !stageRule.meters) return;
  const [global, local] = stageRule.meters[kind];
  global.mark();
  local.mark();
}

function evaluateCondition(stageRule: StageRule, pipeline: EnginePipeline, context: EvaluationContext, run: MessageRun, options: RunOptions): boolean {
  const { rule } = stageRule;
  const { listener } = options;
  listener?.evaluateRule(rule, pipeline);
  if (rule.parsed === null || options.stopped?.has(rule)) {
    listener?.dissatisfyRule(rule, pipeline);
    return false;
  }
  if (rule.guard.suspendedUntil > options.nowMs) {
    // Graylog has no such guard. Skipping without a word would lose the rule's effect without a trace, and a
    // flag per rule and stage would repeat itself: the message says once which suspended rules it missed.
    run.suspended.add(rule);
    listener?.failEvaluateRule(rule, pipeline, 'suspended after taking too long repeatedly');
    return false;
  }
  let matched: boolean;
  options.progress.rule = rule;
  try {
    matched = rule.parsed.when(context) === true;
  } catch (error) {
    // As Graylog since 5.0 (4.0.17 lets the exception out and loses the message): the rule does not match, the
    // message is flagged, and no meter is marked (`failed` counts failed actions only).
    const reason = reasonOf(error);
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

function evaluateStage(stage: EngineStage, run: MessageRun, stopped: Set<EnginePipeline>, options: RunOptions): void {
  const { message } = run;
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
    const matched = evaluateCondition(stageRule, pipeline, context, run, options);
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
  for (const made of context.createdMessages) run.created.push(made);
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

/** The pipelines of the streams not done yet, each once; the streams are Graylog's (those with pipelines). */
function selectPipelines(state: PipelineState, streams: readonly string[], done: ReadonlySet<string>): { streams: string[]; pipelines: EnginePipeline[] } {
  const selected = streams.filter((streamId) => !done.has(streamId) && state.byStream.has(streamId));
  const pipelines = new Set<EnginePipeline>();
  for (const streamId of selected) for (const pipeline of state.byStream.get(streamId) ?? []) pipelines.add(pipeline);
  return { streams: selected, pipelines: [...pipelines] };
}

function runOwnPipelines(state: PipelineState, run: MessageRun, options: RunOptions): void {
  const { message } = run;
  const done = new Set<string>();
  for (let round = 1; ; round += 1) {
    const initial = [...message.streams];
    const { streams, pipelines } = selectPipelines(state, initial, done);
    options.listener?.processStreams(message, pipelines, streams);
    if (pipelines.length === 0) return;
    if (options.countMetrics) for (const pipeline of pipelines) pipeline.executed?.mark();
    const stopped = new Set<EnginePipeline>();
    for (const stage of stagesInOrder(state, pipelines)) evaluateStage(stage, run, stopped, options);
    if (message.dropped) return;
    // Graylog's updateStreamBlacklist: the streams the message was in and still is in are done; any other
    // stream it is in now was added, and its pipelines run next round.
    let added = false;
    for (const streamId of message.streams) {
      if (initial.includes(streamId)) done.add(streamId);
      else added = true;
    }
    if (!added) return;
    if (round === MAX_STREAM_ROUNDS) {
      addProcessingError(message.fields, tooManyRounds);
      return;
    }
  }
}

function runOne(state: PipelineState, message: PipelineMessage, created: PipelineMessage[], options: RunOptions): void {
  const run: MessageRun = { message, created, suspended: new Set() };
  runOwnPipelines(state, run, options);
  if (run.suspended.size > 0) addProcessingError(message.fields, ruleSuspended([...run.suspended].map((rule) => rule.name)));
}

/**
 * Runs `message` (changed in place) and the messages its rules make through the pipelines of their streams.
 * Returns the messages made, processed; dropped ones are still in the list, with `dropped` set.
 */
export function runMessage(state: PipelineState, message: PipelineMessage, options: RunOptions): PipelineMessage[] {
  const created: PipelineMessage[] = [];
  runOne(state, message, created, options);
  for (let next = 0; next < created.length && next < MAX_CREATED_MESSAGES; next += 1) {
    runOne(state, created[next], created, options);
  }
  if (created.length > MAX_CREATED_MESSAGES) {
    created.length = MAX_CREATED_MESSAGES;
    addProcessingError(message.fields, tooManyCreated);
  }
  return created;
}
