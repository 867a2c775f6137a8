// pipeline_rule v1 (Graylog's PipelineRuleEntity): title, description and source, all ValueReferences.
// A rule with the same title and source is reused; the same title with another source refuses the
// installation (Graylog's "Different pipeline rule sources for pipeline rule with name ...").
import { badRequest } from '../../http/errors';
import { newObjectId } from '../../http/ids';
import { ruleMetricsPrefix } from '../../pipelines/metricNames';
import { refuseDuplicateTitle, tryParseRule } from '../../pipelines/sources';
import { deleteSource, findSource, findSourceByTitle, listSources, saveSource, type SourceRecord } from '../../pipelines/store';
import { bumpIngestConfig } from '../../processing/configVersion';
import type { EntityFacade, InstallContext, PackEntity } from '../types';
import { ruleNames } from './pipeline';
import { parsedOrRefused } from './pipelineSource';
import { usedBy } from './usedBy';
import { digest, entityData, optionalText, ref, requiredText, text } from './values';

const TYPE = { name: 'pipeline_rule', version: '1' } as const;

const exported = (rule: SourceRecord) => ({ title: ref(rule.title), description: ref(rule.description ?? ''), source: ref(rule.source) });

function decoded(entity: PackEntity, ic: InstallContext) {
  const data = entityData(entity);
  const source = requiredText(ic, data, 'source');
  // The title is the name written in the source; Graylog's exports carry both and they agree.
  const title = parsedOrRefused(tryParseRule(source), `rule "${text(ic, data, 'title', '')}"`).name;
  return { title, source, description: optionalText(ic, data, 'description') };
}

export const pipelineRuleFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listSources(ctx.db, 'rule').map((rule) => ({ id: rule.id, type: TYPE, title: rule.title })),

  dependencies: () => [],

  exportEntity({ ctx }, nativeId) {
    const rule = findSource(ctx.db, 'rule', nativeId);
    return rule ? { title: rule.title, data: exported(rule) } : undefined;
  },

  installDependencies: () => [],

  findExisting(entity, ic) {
    const { title, source } = decoded(entity, ic);
    const existing = findSourceByTitle(ic.ctx.db, 'rule', title);
    if (!existing) return undefined;
    if (existing.source !== source) throw badRequest(`Different pipeline rule sources for pipeline rule with name "${title}"`, 'source');
    return { id: existing.id, title: existing.title };
  },

  create(entity, ic) {
    const { db } = ic.ctx;
    const { title, source, description } = decoded(entity, ic);
    const now = new Date(ic.ctx.now()).toISOString();
    const record: SourceRecord = { id: newObjectId(ic.ctx.now()), title, description, source, created_at: now, modified_at: now };
    db.transaction(() => {
      refuseDuplicateTitle('rule', title, findSourceByTitle(db, 'rule', title), record.id);
      saveSource(db, 'rule', record);
    })();
    bumpIngestConfig();
    return { id: record.id, title };
  },

  fingerprint({ ctx }, nativeId) {
    const rule = findSource(ctx.db, 'rule', nativeId);
    return rule ? digest(exported(rule)) : undefined;
  },

  // Pipelines name their rules by title: a user's pipeline naming this one would lose a stage's rule.
  usedOutside({ ctx }, nativeId, own) {
    const rule = findSource(ctx.db, 'rule', nativeId);
    if (!rule) return undefined;
    const pipelines = listSources(ctx.db, 'pipeline').filter((pipeline) => !own.has(pipeline.id) && ruleNames(pipeline.source).includes(rule.title));
    return usedBy(['pipeline', pipelines.map((pipeline) => pipeline.title)]);
  },

  delete({ ctx, ingest }, nativeId) {
    if (!findSource(ctx.db, 'rule', nativeId)) return;
    ctx.db.transaction(() => deleteSource(ctx.db, 'rule', nativeId))();
    ingest.metrics.removeByPrefix(ruleMetricsPrefix(nativeId));
    bumpIngestConfig();
  },
};
