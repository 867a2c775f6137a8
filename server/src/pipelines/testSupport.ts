// Rules, pipelines and connections for tests and the pipelines benchmark, stored as the API stores them.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { bumpIngestConfig } from '../processing/configVersion';
import { functionRegistry } from './functions';
import { parsePipeline, parseRule } from './lang';
import { findConnection, saveConnection, saveSource, type SourceKind } from './store';

function addSource(db: Db, kind: SourceKind, title: string, source: string): string {
  const id = newObjectId();
  const now = new Date(0).toISOString();
  saveSource(db, kind, { id, title, description: null, source, created_at: now, modified_at: now });
  bumpIngestConfig();
  return id;
}

/** Stores a rule (its source must parse); returns its id. */
export const addTestRule = (db: Db, source: string): string => addSource(db, 'rule', parseRule(source, functionRegistry()).name, source);

/** Stores a pipeline (its source must parse); returns its id. */
export const addTestPipeline = (db: Db, source: string): string => addSource(db, 'pipeline', parsePipeline(source).name, source);

/** Connects the pipelines to the stream, next to those it already runs. */
export function connectTestPipelines(db: Db, streamId: string, pipelineIds: readonly string[]): void {
  const existing = findConnection(db, streamId);
  saveConnection(db, { id: existing?.id ?? newObjectId(), stream_id: streamId, pipeline_ids: [...(existing?.pipeline_ids ?? []), ...pipelineIds] });
  bumpIngestConfig();
}

/** A pipeline source with one stage per entry: [stage number, match all?, rule names]. */
export function pipelineSource(name: string, stages: ReadonlyArray<readonly [number, boolean, readonly string[]]>): string {
  const body = stages.map(([stage, all, rules]) => `stage ${stage} match ${all ? 'all' : 'either'}\n${rules.map((r) => `rule "${r}"\n`).join('')}`).join('');
  return `pipeline "${name}"\n${body}end`;
}
