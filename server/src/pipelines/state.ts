// What the pipeline processor runs: every rule and pipeline parsed once, stages resolved to rules by name,
// and the pipelines of each stream, rebuilt when the ingest configuration version changes (every write to
// rules, pipelines, connections, streams, grok patterns or the rule metrics config bumps it). As in Graylog's
// ConfigurationStateUpdater, a rule whose source no longer parses (a function it calls was removed) and a
// stage's reference to a rule that does not exist both become rules that never match; the first is reported.
import type { Db } from '../db/types';
import type { Meter } from '../metrics/meter';
import type { MetricRegistry } from '../metrics/registry';
import type { TimeoutGuard } from '../processing/boundedBatch';
import { ingestConfigVersion } from '../processing/configVersion';
import { functionRegistry } from './functions';
import { parsePipeline, parseRule, RuleParseError, type ParsedRule } from './lang';
import { pipelineExecutedMetric, ruleMetric, ruleStageMetric, stageExecutedMetric, type RuleMeterKind } from './metricNames';
import { ruleMetricsConfig } from './metricsConfig';
import { listConnections, listSources } from './store';

/** A rule's recent time-outs and suspension (processing/boundedBatch.ts); reset when the rule changes. */
export type RuleGuard = TimeoutGuard;

export interface EngineRule {
  /** null for a reference to a rule that does not exist. */
  id: string | null;
  name: string;
  /** null: the rule never matches (no such rule, or its source no longer parses). */
  parsed: ParsedRule | null;
  /** Why `parsed` is null, for the simulator. */
  problem: string | null;
  guard: RuleGuard;
}

/** Marks a rule's meter and its meter for this pipeline and stage (Graylog's global and local meters). */
export type RuleMeters = Record<RuleMeterKind, readonly [Meter, Meter]>;

export interface StageRule {
  rule: EngineRule;
  /** Present only while rule metrics are enabled and for rules that exist. */
  meters: RuleMeters | null;
}

export interface EngineStage {
  stage: number;
  matchAll: boolean;
  rules: StageRule[];
  pipeline: EnginePipeline;
  executed: Meter | null;
}

export interface EnginePipeline {
  id: string;
  name: string;
  stages: EngineStage[];
  executed: Meter | null;
  /** Position among all pipelines (by title): stages of the same number run in this order. */
  order: number;
}

export interface PipelineState {
  pipelines: ReadonlyMap<string, EnginePipeline>;
  /** The pipelines connected to each stream, in `order`. */
  byStream: ReadonlyMap<string, readonly EnginePipeline[]>;
  /** Rules that are stored but left out because they no longer parse: id, title, reason. */
  brokenRules: ReadonlyArray<{ id: string; title: string; reason: string }>;
  /** The stages of a set of pipelines in the order they run, by the pipelines' ids (filled as they are needed). */
  plans: Map<string, readonly EngineStage[]>;
}

const METER_KINDS: readonly RuleMeterKind[] = ['executed', 'matched', 'not-matched', 'failed'];

function ruleMeters(metrics: MetricRegistry, ruleId: string, pipelineId: string, stage: number): RuleMeters {
  const pair = (kind: RuleMeterKind) => [metrics.meter(ruleMetric(ruleId, kind)), metrics.meter(ruleStageMetric(ruleId, pipelineId, stage, kind))] as const;
  return Object.fromEntries(METER_KINDS.map((kind) => [kind, pair(kind)])) as RuleMeters;
}

const reasonOf = (error: unknown) =>
  error instanceof RuleParseError ? error.errors.map((e) => `${e.line}:${e.position_in_line} ${e.reason}`).join('; ') : error instanceof Error ? error.message : String(error);

interface GuardEntry {
  source: string;
  guard: RuleGuard;
}

/**
 * Builds the state from the database. `metrics` gets the pipelines' meters (and the rules' while rule metrics
 * are on); without it nothing is counted (the simulator). `guards` keeps rules' time-out records across builds.
 */
export function compileState(db: Db, metrics: MetricRegistry | null, guards: Map<string, GuardEntry> = new Map()): PipelineState {
  const functions = functionRegistry();
  const rulesByName = new Map<string, EngineRule>();
  const brokenRules: Array<{ id: string; title: string; reason: string }> = [];
  const liveGuards = new Set<string>();
  for (const record of listSources(db, 'rule')) {
    let known = guards.get(record.id);
    if (!known || known.source !== record.source) {
      known = { source: record.source, guard: { timeouts: [], suspendedUntil: 0 } };
      guards.set(record.id, known);
    }
    liveGuards.add(record.id);
    try {
      const parsed = parseRule(record.source, functions);
      rulesByName.set(parsed.name, { id: record.id, name: parsed.name, parsed, problem: null, guard: known.guard });
    } catch (error) {
      const reason = reasonOf(error);
      brokenRules.push({ id: record.id, title: record.title, reason });
      // Stages refer to rules by name: the stored title stands for the rule that no longer parses.
      rulesByName.set(record.title, { id: record.id, name: record.title, parsed: null, problem: `The rule no longer parses: ${reason}`, guard: known.guard });
    }
  }
  for (const id of guards.keys()) if (!liveGuards.has(id)) guards.delete(id);

  const metricsEnabled = metrics !== null && ruleMetricsConfig(db).metrics_enabled;
  const pipelines = new Map<string, EnginePipeline>();
  listSources(db, 'pipeline').forEach((record, order) => {
    const pipeline: EnginePipeline = { id: record.id, name: record.title, stages: [], executed: metrics?.meter(pipelineExecutedMetric(record.id)) ?? null, order };
    try {
      const parsed = parsePipeline(record.source);
      pipeline.name = parsed.name;
      pipeline.stages = [...parsed.stages].sort((a, b) => a.stage - b.stage).map((stage) => ({
        stage: stage.stage,
        matchAll: stage.match === 'ALL',
        pipeline,
        executed: metrics?.meter(stageExecutedMetric(record.id, stage.stage)) ?? null,
        rules: stage.ruleNames.map((name) => {
          const rule = rulesByName.get(name)
            ?? { id: null, name: `Unresolved rule ${name}`, parsed: null, problem: `There is no rule named "${name}"`, guard: { timeouts: [], suspendedUntil: 0 } };
          const meters = metricsEnabled && metrics && rule.id !== null ? ruleMeters(metrics, rule.id, record.id, stage.stage) : null;
          return { rule, meters };
        }),
      }));
    } catch {
      // Graylog runs a pipeline whose source no longer parses as an empty one; its page shows the errors.
      pipeline.stages = [];
    }
    pipelines.set(record.id, pipeline);
  });

  const byStream = new Map<string, EnginePipeline[]>();
  for (const connection of listConnections(db)) {
    const connected = connection.pipeline_ids.map((id) => pipelines.get(id)).filter((p): p is EnginePipeline => p !== undefined);
    if (connected.length > 0) byStream.set(connection.stream_id, connected.sort((a, b) => a.order - b.order));
  }
  return { pipelines, byStream, brokenRules, plans: new Map() };
}

/** The state, built again only after the ingest configuration changed. */
export class PipelineStateCache {
  private version = -1;
  private state: PipelineState | null = null;
  private readonly guards = new Map<string, GuardEntry>();
  /** Rules already reported as broken (id and source), so each is reported once, not on every rebuild. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly metrics: MetricRegistry | null,
  ) {}

  current(): PipelineState {
    const version = ingestConfigVersion();
    if (this.state === null || version !== this.version) {
      this.state = compileState(this.db, this.metrics, this.guards);
      this.version = version;
      for (const broken of this.state.brokenRules) {
        const key = `${broken.id}:${broken.reason}`;
        if (this.reported.has(key)) continue;
        this.reported.add(key);
        console.warn(`Pipeline rule "${broken.title}" (${broken.id}) no longer parses and never matches: ${broken.reason}`);
      }
    }
    return this.state;
  }
}
