// stream v1 (Graylog's StreamEntity): title, description, disabled, matching_type, stream_rules (type as
// the rule type's name, e.g. "EXACT"), outputs (references to output entities), default_stream and
// remove_matches, all ValueReferences; alert_conditions and alarm_callbacks are kept empty for
// compatibility, as Graylog 4 exports them. An installed stream goes into the default index set (Graylog
// does the same) and belongs to the installing user. The default stream is never created or deleted:
// a pack entity for it is the existing one.
import { listDefinitions } from '../../events/definitionStore';
import { badRequest } from '../../http/errors';
import { newObjectId } from '../../http/ids';
import { defaultIndexSetId } from '../../indices/store';
import { findOutput } from '../../outputs/store';
import { findConnection, findSource } from '../../pipelines/store';
import { bumpIngestConfig } from '../../processing/configVersion';
import { DEFAULT_STREAM_ID } from '../../streams/defaults';
import { isRuleType, RULE_TYPES } from '../../streams/ruleTypes';
import { deleteStream, findStream, insertStream, listStreams, SYSTEM_STREAM_IDS } from '../../streams/store';
import { forgetStreamThroughput } from '../../streams/throughput';
import type { StreamRecord } from '../../streams/types';
import { assertWritableIndexSet, checkedMatchingType, checkedRules, checkedTitle } from '../../streams/validation';
import { findUserByName } from '../../users/store';
import type { EntityFacade, ExportContext, FacadeContext, InstallContext, PackEntity } from '../types';
import { usedBy } from './usedBy';
import {
  digest, entityData, exportRef, flag, listField, NATIVE_IDS, nativeRef, optionalText, ref, referencedIds, text,
} from './values';

const TYPE = { name: 'stream', version: '1' } as const;
const OUTPUT_TYPE = { name: 'output', version: '1' } as const;

function exported(stream: StreamRecord, exp: ExportContext): Record<string, unknown> {
  return {
    title: ref(stream.title),
    description: ref(stream.description ?? ''),
    disabled: ref(stream.disabled),
    matching_type: ref(stream.matching_type),
    stream_rules: stream.rules.map((rule) => ({
      type: ref(RULE_TYPES.find((t) => t.id === rule.type)?.name ?? String(rule.type)),
      field: ref(rule.field),
      value: ref(rule.value),
      inverted: ref(rule.inverted),
      description: ref(rule.description),
    })),
    alert_conditions: [],
    alarm_callbacks: [],
    outputs: stream.outputs
      .map((output) => output.id)
      .filter((id): id is string => typeof id === 'string')
      .map((id) => exportRef(exp, { id, type: OUTPUT_TYPE })),
    default_stream: ref(stream.is_default),
    remove_matches: ref(stream.remove_matches_from_default_stream),
  };
}

/** A rule's type: Graylog's enum name ("EXACT"), or its number as older packs and our API use. */
function ruleType(value: unknown, where: string): number {
  if (typeof value === 'number' && isRuleType(value)) return value;
  if (typeof value === 'string') {
    const named = RULE_TYPES.find((t) => t.name === value.toUpperCase());
    if (named) return named.id;
    if (/^\d+$/.test(value) && isRuleType(Number(value))) return Number(value);
  }
  throw badRequest(`${where}: unknown stream rule type ${JSON.stringify(value)}; known types: ${RULE_TYPES.map((t) => t.name).join(', ')}`, 'stream_rules');
}

function isDefaultStreamEntity(entity: PackEntity, ic: InstallContext): boolean {
  return entity.id === DEFAULT_STREAM_ID || flag(ic, entityData(entity), 'default_stream', false);
}

function decoded(entity: PackEntity, ic: InstallContext): StreamRecord {
  const { db } = ic.ctx;
  const data = entityData(entity);
  for (const legacy of ['alert_conditions', 'alarm_callbacks']) {
    // Graylog 4 turns these into event definitions through a migration; packs written by it carry none.
    if (listField(data, legacy).length > 0) {
      throw badRequest(`Stream "${text(ic, data, 'title', '')}": ${legacy} in stream entities are not supported; export the alert as an event definition`, legacy);
    }
  }
  const title = checkedTitle(text(ic, data, 'title'));
  const matchingType = checkedMatchingType(optionalText(ic, data, 'matching_type')) ?? 'AND';
  const rules = checkedRules(listField(data, 'stream_rules').map((item, index) => {
    const where = `Rule ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${where} must be an object`, 'stream_rules');
    const rule = item as Record<string, unknown>;
    return {
      type: ruleType(ic.resolve(rule.type), where),
      field: optionalText(ic, rule, 'field', 'stream_rules'),
      value: optionalText(ic, rule, 'value', 'stream_rules'),
      inverted: flag(ic, rule, 'inverted', false, 'stream_rules'),
      description: optionalText(ic, rule, 'description', 'stream_rules'),
    };
  }));
  const outputIds = listField(data, 'outputs').map((value) => nativeRef(ic, value, (id) => findOutput(db, id) !== undefined, 'output', 'outputs'));
  const indexSetId = assertWritableIndexSet(db, defaultIndexSetId(db));
  const nowMs = ic.ctx.now();
  const id = newObjectId(nowMs);
  return {
    id,
    title,
    description: optionalText(ic, data, 'description'),
    rules: rules.map((rule) => ({ id: newObjectId(nowMs), stream_id: id, ...rule })),
    outputs: [...new Set(outputIds)].map((outputId) => ({ id: outputId })),
    matching_type: matchingType,
    remove_matches_from_default_stream: flag(ic, data, 'remove_matches', false),
    index_set_id: indexSetId,
    // Graylog starts an installed stream at once; a pack exported from a paused stream says so.
    disabled: flag(ic, data, 'disabled', false),
    is_default: false,
    created_at: new Date(nowMs).toISOString(),
    creator_user_id: ic.username,
    content_pack: null,
    alert_conditions: [],
    alert_receivers: { emails: [], users: [] },
    is_editable: true,
  };
}

function exportable(fc: FacadeContext, nativeId: string): StreamRecord | undefined {
  const stream = findStream(fc.ctx.db, nativeId);
  // The events streams are the server's own; only the default stream may stand in a pack (as itself).
  return stream && (!SYSTEM_STREAM_IDS.has(stream.id) || stream.id === DEFAULT_STREAM_ID) ? stream : undefined;
}

export const streamFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listStreams(ctx.db)
    .filter((stream) => !SYSTEM_STREAM_IDS.has(stream.id) || stream.id === DEFAULT_STREAM_ID)
    .map((stream) => ({ id: stream.id, type: TYPE, title: stream.title })),

  dependencies(fc, nativeId) {
    const stream = exportable(fc, nativeId);
    if (!stream) return [];
    return stream.outputs.map((output) => output.id).filter((id): id is string => typeof id === 'string').map((id) => ({ id, type: OUTPUT_TYPE }));
  },

  exportEntity(fc, nativeId, exp) {
    const stream = exportable(fc, nativeId);
    return stream ? { title: stream.title, data: exported(stream, exp) } : undefined;
  },

  installDependencies: (entity) => referencedIds(listField(entityData(entity), 'outputs')),

  findExisting(entity, ic) {
    if (!isDefaultStreamEntity(entity, ic)) return undefined;
    const stream = findStream(ic.ctx.db, DEFAULT_STREAM_ID);
    if (!stream) throw badRequest(`Default stream <${DEFAULT_STREAM_ID}> does not exist!`);
    return { id: stream.id, title: stream.title };
  },

  create(entity, ic) {
    const { db } = ic.ctx;
    if (isDefaultStreamEntity(entity, ic)) throw badRequest('The default stream cannot be created by a content pack; it always exists');
    const creator = findUserByName(db, ic.username);
    if (!creator) throw badRequest(`Cannot load user <${ic.username}>`);
    const stream = decoded(entity, ic);
    db.transaction(() => insertStream(db, stream, creator, ic.ctx.now()))();
    bumpIngestConfig();
    return { id: stream.id, title: stream.title };
  },

  fingerprint(fc, nativeId) {
    const stream = findStream(fc.ctx.db, nativeId);
    return stream ? digest(exported(stream, NATIVE_IDS)) : undefined;
  },

  // Deleting a stream drops its pipeline connections, and leaves event definitions searching nothing there:
  // a user's own pipeline or definition would silently change.
  usedOutside({ ctx }, nativeId, own) {
    const { db } = ctx;
    const pipelines = (findConnection(db, nativeId)?.pipeline_ids ?? [])
      .filter((id) => !own.has(id))
      .flatMap((id) => findSource(db, 'pipeline', id)?.title ?? []);
    const definitions = listDefinitions(db).filter((definition) => !own.has(definition.id) && definition.config.streams.includes(nativeId));
    return usedBy(['pipeline', pipelines], ['event definition', definitions.map((definition) => definition.title)]);
  },

  delete(fc, nativeId) {
    if (SYSTEM_STREAM_IDS.has(nativeId)) return;
    if (!findStream(fc.ctx.db, nativeId)) return;
    deleteStream(fc.ctx.db, nativeId);
    bumpIngestConfig();
    forgetStreamThroughput(fc.ingest.metrics, nativeId);
  },
};

