// Rules and pipelines as the calls answer them (Graylog's RuleSource and PipelineSource): the stored source
// with the errors it has now, parsed again each time (a function a rule calls may have gone since it was saved).
import { badRequest } from '../http/errors';
import { functionRegistry } from './functions';
import { parsePipeline, parseRule, RuleParseError, type ParsedPipeline, type ParseErrorJson } from './lang';
import type { SourceRecord } from './store';

export interface RuleSourceJson {
  id: string | null;
  title: string;
  description: string | null;
  source: string;
  created_at: string;
  modified_at: string;
  errors: ParseErrorJson[] | null;
}

export interface StageSourceJson {
  stage: number;
  match_all: boolean;
  rules: string[];
}

export interface PipelineSourceJson extends RuleSourceJson {
  stages: StageSourceJson[];
}

/** The source parsed, or the parse errors; anything else a parser throws is a bug and propagates. */
export type Parsed<T> = { parsed: T; errors: null } | { parsed: null; errors: ParseErrorJson[] };

function attempt<T>(parse: () => T): Parsed<T> {
  try {
    return { parsed: parse(), errors: null };
  } catch (error) {
    if (error instanceof RuleParseError) return { parsed: null, errors: error.errors };
    throw error;
  }
}

export const tryParseRule = (source: string) => attempt(() => parseRule(source, functionRegistry()));
export const tryParsePipeline = (source: string) => attempt(() => parsePipeline(source));

export function stagesJson(pipeline: ParsedPipeline): StageSourceJson[] {
  return [...pipeline.stages].sort((a, b) => a.stage - b.stage).map((stage) => ({ stage: stage.stage, match_all: stage.match === 'ALL', rules: [...stage.ruleNames] }));
}

export function ruleJson(record: SourceRecord): RuleSourceJson {
  const { errors } = tryParseRule(record.source);
  return { ...record, errors };
}

export function pipelineJson(record: SourceRecord): PipelineSourceJson {
  const result = tryParsePipeline(record.source);
  return { ...record, stages: result.parsed ? stagesJson(result.parsed) : [], errors: result.errors };
}

/**
 * Titles are unique (Graylog's unique index on title). The refusal names the field the console shows it at: a
 * rule's title is written in its source, a pipeline's has a field of its own in the console's form.
 */
export function refuseDuplicateTitle(kind: 'rule' | 'pipeline', title: string, existing: SourceRecord | undefined, id: string | null): void {
  if (existing && existing.id !== id) throw badRequest(`A ${kind} titled "${title}" already exists`, kind === 'rule' ? 'source' : 'title');
}
