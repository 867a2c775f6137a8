// POST /system/pipelines/simulate: the same interpreter on a copy of the given message, in the given stream,
// storing nothing and counting nothing. The answer is Graylog's SimulationResponse (the processed messages, the
// trace in SimulatorInterpreterListener's words, the time taken) plus `stages`: for each stage that ran on the
// message, which rules matched and which fields it added, changed or removed.
import type { MessageFields } from '../messages/types';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { badRequest } from '../http/errors';
import { newUuid } from '../http/ids';
import { runMessage, type InterpreterListener, type RunProgress } from './interpreter';
import { storedFields } from './runner';
import type { LookupRounds } from './services';
import type { EnginePipeline, EngineRule, EngineStage, PipelineState } from './state';
import type { PipelineMessage, PipelineServices } from './types';

/** A simulation may take this long before it is stopped (a rule's regular expression can backtrack for minutes). */
export const SIMULATION_TIME_LIMIT_MS = 2000;

export interface SimulationRequest {
  stream_id: string;
  message: MessageFields;
  input_id?: string | null;
}

export interface FieldChange {
  field: string;
  change: 'added' | 'changed' | 'removed';
  before?: unknown;
  after?: unknown;
}

export interface StageRuleResult {
  rule_id: string | null;
  title: string;
  matched: boolean;
  error?: string;
}

export interface StageResult {
  pipeline_id: string;
  pipeline_title: string;
  stage: number;
  match: 'ALL' | 'EITHER';
  rules: StageRuleResult[];
  continued: boolean;
  changes: FieldChange[];
}

export interface SimulationResponse {
  messages: Array<{ message: MessageFields; index: string; highlight_ranges: null; decoration_stats: null }>;
  simulation_trace: Array<{ time: number; message: string }>;
  took_microseconds: number;
  stages: StageResult[];
  dropped?: true;
}

// Graylog's toString of its AST nodes, which its trace is made of.
const ruleText = (rule: EngineRule) => `Rule '${rule.name}' (${rule.id ?? 'null'})`;
const pipelineText = (pipeline: EnginePipeline) => `Pipeline '${pipeline.name}' (${pipeline.id})`;
const stageText = (stage: EngineStage) => `Stage ${stage.stage}`;
const javaSet = (items: readonly string[]) => `[${items.join(', ')}]`;

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function fieldChanges(before: MessageFields, after: MessageFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (!(field in before)) changes.push({ field, change: 'added', after: value });
    else if (!sameValue(before[field], value)) changes.push({ field, change: 'changed', before: before[field], after: value });
  }
  for (const [field, value] of Object.entries(before)) if (!(field in after)) changes.push({ field, change: 'removed', before: value });
  return changes;
}

/** Records the trace and, for the simulated message itself, what each stage did. */
class Tracer implements InterpreterListener {
  readonly trace: Array<{ time: number; message: string }> = [];
  readonly stages: StageResult[] = [];
  private readonly started = process.hrtime.bigint();
  private stageBefore: MessageFields | null = null;
  private current: StageResult | null = null;

  constructor(private readonly root: PipelineMessage) {}

  elapsedMicros(): number {
    return Number((process.hrtime.bigint() - this.started) / 1000n);
  }

  add(message: string): void {
    this.trace.push({ time: this.elapsedMicros(), message });
  }

  processStreams(message: PipelineMessage, pipelines: readonly EnginePipeline[], streams: readonly string[]): void {
    this.add(`Message ${String(message.fields._id)} running ${javaSet(pipelines.map(pipelineText))} for streams ${javaSet(streams)}`);
  }

  enterStage(stage: EngineStage, message: PipelineMessage): void {
    this.add(`Enter ${stageText(stage)}`);
    if (message !== this.root) {
      this.current = null;
      return;
    }
    this.stageBefore = structuredClone(message.fields);
    this.current = {
      pipeline_id: stage.pipeline.id,
      pipeline_title: stage.pipeline.name,
      stage: stage.stage,
      match: stage.matchAll ? 'ALL' : 'EITHER',
      rules: [],
      continued: false,
      changes: [],
    };
  }

  exitStage(stage: EngineStage, message: PipelineMessage): void {
    if (this.current && this.stageBefore) {
      this.current.changes = fieldChanges(this.stageBefore, message.fields);
      this.stages.push(this.current);
    }
    this.current = null;
    this.stageBefore = null;
    this.add(`Exit ${stageText(stage)}`);
  }

  private ruleResult(rule: EngineRule, matched: boolean, error?: string): void {
    if (!this.current) return;
    const result: StageRuleResult = { rule_id: rule.id, title: rule.name, matched };
    const reason = error ?? rule.problem ?? undefined;
    if (reason !== undefined) result.error = reason;
    this.current.rules.push(result);
  }

  evaluateRule(rule: EngineRule, pipeline: EnginePipeline): void {
    this.add(`Evaluate ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  failEvaluateRule(rule: EngineRule, pipeline: EnginePipeline, reason: string): void {
    this.ruleResult(rule, false, reason);
    this.add(`Failed evaluation ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  satisfyRule(rule: EngineRule, pipeline: EnginePipeline): void {
    this.ruleResult(rule, true);
    this.add(`Evaluation satisfied ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  dissatisfyRule(rule: EngineRule, pipeline: EnginePipeline): void {
    this.ruleResult(rule, false);
    this.add(`Evaluation not satisfied ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  executeRule(rule: EngineRule, pipeline: EnginePipeline): void {
    this.add(`Execute ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  failExecuteRule(rule: EngineRule, pipeline: EnginePipeline, reason: string): void {
    const result = this.current?.rules.find((r) => r.rule_id === rule.id && r.title === rule.name && r.error === undefined);
    if (result) result.error = reason;
    this.add(`Failed execution ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  finishExecuteRule(rule: EngineRule, pipeline: EnginePipeline): void {
    this.add(`Finished execution ${ruleText(rule)} in ${pipelineText(pipeline)}`);
  }

  continuePipelineExecution(pipeline: EnginePipeline, stage: EngineStage): void {
    if (this.current) this.current.continued = true;
    this.add(`Completed ${stageText(stage)} for ${pipelineText(pipeline)}, continuing to next stage`);
  }

  stopPipelineExecution(pipeline: EnginePipeline, stage: EngineStage): void {
    if (this.current) this.current.continued = false;
    this.add(`Completed ${stageText(stage)} for ${pipelineText(pipeline)}, NOT continuing to next stage`);
  }
}

/** The simulated message: Graylog's `new Message(fields)` gives it an id, and a timestamp when it has none. */
function simulatedMessage(request: SimulationRequest, nowMs: number): PipelineMessage {
  const fields: MessageFields = structuredClone(request.message);
  delete fields.streams;
  if (typeof fields._id !== 'string' || fields._id === '') fields._id = newUuid();
  if (fields.timestamp === undefined || fields.timestamp === null) fields.timestamp = new Date(nowMs).toISOString();
  if (request.input_id) fields.gl2_source_input = request.input_id;
  return { fields, streams: new Set([request.stream_id]), dropped: false };
}

function runOnce(state: PipelineState, services: PipelineServices, request: SimulationRequest): SimulationResponse {
  const message = simulatedMessage(request, services.now());
  const tracer = new Tracer(message);
  const progress: RunProgress = { rule: null };
  tracer.add('Starting message processing');
  let created: PipelineMessage[];
  try {
    created = runBounded(
      () => runMessage(state, message, { services, listener: tracer, countMetrics: false, nowMs: services.now(), progress, stopped: null }),
      SIMULATION_TIME_LIMIT_MS,
    );
  } catch (error) {
    if (!(error instanceof TimeLimitExceeded)) throw error;
    const where = progress.rule ? ` in rule '${progress.rule.name}'` : '';
    throw badRequest(`The simulation took longer than ${SIMULATION_TIME_LIMIT_MS} ms and was stopped${where}`);
  }
  tracer.add('Finished message processing');
  const survivors = [message, ...created].filter((m) => !m.dropped);
  const response: SimulationResponse = {
    messages: survivors.map((m) => {
      const { streams: _streams, ...fields } = storedFields(m);
      return { message: fields, index: '', highlight_ranges: null, decoration_stats: null };
    }),
    simulation_trace: tracer.trace,
    took_microseconds: tracer.elapsedMicros(),
    stages: tracer.stages,
  };
  if (message.dropped) response.dropped = true;
  return response;
}

/** Runs the simulation; lookups over the network are made between rounds, as at intake. */
export function simulate(state: PipelineState, services: PipelineServices, lookups: LookupRounds, request: SimulationRequest): Promise<SimulationResponse> {
  // Each round starts again from the request, so there is nothing to put back. Someone is waiting for this
  // answer, so lookups wait for the network as long as their adapters allow, unlike intake.
  return lookups.runRounds(() => runOnce(state, services, request), () => undefined, Infinity);
}
