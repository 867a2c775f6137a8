// pipeline v1 (Graylog's PipelineEntity): title, description, source and connected_streams (references
// to stream entities), all ValueReferences. Graylog never reuses an existing pipeline. A pipeline depends
// on the rules its stages name (by title) and on the streams it is connected to; installing it connects
// it to the installed (or, for the default stream, existing) streams, and deleting it disconnects it.
import { newObjectId } from '../../http/ids';
import { pipelineMetricsPrefix } from '../../pipelines/metricNames';
import { refuseDuplicateTitle, tryParsePipeline } from '../../pipelines/sources';
import {
  deleteSource, disconnectPipeline, findConnection, findSource, findSourceByTitle, listConnections, listSources, rulesByTitles, saveConnection, saveSource,
  type SourceRecord,
} from '../../pipelines/store';
import { bumpIngestConfig } from '../../processing/configVersion';
import { findStream } from '../../streams/store';
import type { EntityFacade, ExportContext, InstallContext, PackEntity } from '../types';
import type { Db } from '../../db/types';
import { parsedOrRefused } from './pipelineSource';
import {
  digest, entityData, exportRef, listField, literal, NATIVE_IDS, nativeRef, optionalText, packIdsByName, ref, referencedIds, requiredText, text,
} from './values';

const TYPE = { name: 'pipeline', version: '1' } as const;
const STREAM_TYPE = { name: 'stream', version: '1' } as const;
const RULE_TYPE = { name: 'pipeline_rule', version: '1' } as const;

const connectedStreamIds = (db: Db, pipelineId: string): string[] =>
  listConnections(db).filter((c) => c.pipeline_ids.includes(pipelineId)).map((c) => c.stream_id).sort();

function exported(db: Db, pipeline: SourceRecord, exp: ExportContext): Record<string, unknown> {
  return {
    title: ref(pipeline.title),
    description: ref(pipeline.description ?? ''),
    source: ref(pipeline.source),
    connected_streams: connectedStreamIds(db, pipeline.id).map((id) => exportRef(exp, { id, type: STREAM_TYPE })),
  };
}

/** The rule titles a pipeline's stages name. */
export const ruleNames = (source: string): string[] => {
  const result = tryParsePipeline(source);
  return result.parsed ? [...new Set(result.parsed.stages.flatMap((stage) => [...stage.ruleNames]))] : [];
};

function decoded(entity: PackEntity, ic: InstallContext) {
  const data = entityData(entity);
  const source = requiredText(ic, data, 'source');
  const title = parsedOrRefused(tryParsePipeline(source), `pipeline "${text(ic, data, 'title', '')}"`).name;
  const streams = listField(data, 'connected_streams')
    .map((value) => nativeRef(ic, value, (id) => findStream(ic.ctx.db, id) !== undefined, 'stream', 'connected_streams'));
  return { title, source, description: optionalText(ic, data, 'description'), streams: [...new Set(streams)] };
}

export const pipelineFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listSources(ctx.db, 'pipeline').map((p) => ({ id: p.id, type: TYPE, title: p.title })),

  dependencies({ ctx }, nativeId) {
    const pipeline = findSource(ctx.db, 'pipeline', nativeId);
    if (!pipeline) return [];
    return [
      ...rulesByTitles(ctx.db, ruleNames(pipeline.source)).map((rule) => ({ id: rule.id, type: RULE_TYPE })),
      ...connectedStreamIds(ctx.db, nativeId).map((id) => ({ id, type: STREAM_TYPE })),
    ];
  },

  exportEntity({ ctx }, nativeId, exp) {
    const pipeline = findSource(ctx.db, 'pipeline', nativeId);
    return pipeline ? { title: pipeline.title, data: exported(ctx.db, pipeline, exp) } : undefined;
  },

  installDependencies(entity, pack) {
    const data = entityData(entity);
    const source = literal(data.source);
    return [
      ...referencedIds(listField(data, 'connected_streams')),
      ...(typeof source === 'string' ? packIdsByName(pack, RULE_TYPE.name, 'title', ruleNames(source)) : []),
    ];
  },

  findExisting: () => undefined,

  create(entity, ic) {
    const { db } = ic.ctx;
    const { title, source, description, streams } = decoded(entity, ic);
    const nowMs = ic.ctx.now();
    const now = new Date(nowMs).toISOString();
    const record: SourceRecord = { id: newObjectId(nowMs), title, description, source, created_at: now, modified_at: now };
    db.transaction(() => {
      refuseDuplicateTitle('pipeline', title, findSourceByTitle(db, 'pipeline', title), record.id);
      saveSource(db, 'pipeline', record);
      for (const streamId of streams) {
        const connection = findConnection(db, streamId) ?? { id: newObjectId(nowMs), stream_id: streamId, pipeline_ids: [] };
        saveConnection(db, { ...connection, pipeline_ids: [...connection.pipeline_ids, record.id] });
      }
    })();
    bumpIngestConfig();
    return { id: record.id, title };
  },

  fingerprint({ ctx }, nativeId) {
    const pipeline = findSource(ctx.db, 'pipeline', nativeId);
    return pipeline ? digest(exported(ctx.db, pipeline, NATIVE_IDS)) : undefined;
  },

  delete({ ctx, ingest }, nativeId) {
    const { db } = ctx;
    if (!findSource(db, 'pipeline', nativeId)) return;
    db.transaction(() => {
      disconnectPipeline(db, nativeId);
      deleteSource(db, 'pipeline', nativeId);
    })();
    ingest.metrics.removeByPrefix(pipelineMetricsPrefix(nativeId));
    bumpIngestConfig();
  },
};
