// output v1 (Graylog's OutputEntity): title, type (the output class) and configuration (a ReferenceMap).
// Graylog never reuses an existing output; streams attach their outputs (stream.ts), so an output is
// installed before the streams that refer to it. Forwarding picks a new or deleted output up from the
// ingest configuration version, as after the API's writes.
import { badRequest } from '../../http/errors';
import { newObjectId } from '../../http/ids';
import { checkOutputConfiguration } from '../../outputs/configuration';
import { deleteOutput, findOutput, listOutputs, saveOutput, type OutputSummary } from '../../outputs/store';
import { outputTypeByClass } from '../../outputs/types';
import { bumpIngestConfig } from '../../processing/configVersion';
import { listStreams } from '../../streams/store';
import type { EntityFacade } from '../types';
import { usedBy } from './usedBy';
import { digest, entityData, objectField, ref, requiredText, resolveDeep, toReferenceMap } from './values';

const TYPE = { name: 'output', version: '1' } as const;

const exported = (output: OutputSummary) => ({
  title: ref(output.title),
  type: ref(output.type),
  configuration: toReferenceMap(output.configuration),
});

export const outputFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listOutputs(ctx.db).map((output) => ({ id: output.id, type: TYPE, title: output.title })),

  dependencies: () => [],

  exportEntity({ ctx }, nativeId) {
    const output = findOutput(ctx.db, nativeId);
    return output ? { title: output.title, data: exported(output) } : undefined;
  },

  installDependencies: () => [],

  findExisting: () => undefined,

  create(entity, ic) {
    const { db } = ic.ctx;
    const data = entityData(entity);
    const title = requiredText(ic, data, 'title').trim();
    const typeName = requiredText(ic, data, 'type');
    const type = outputTypeByClass(typeName);
    if (!type) throw badRequest(`Invalid output type ${typeName}`, 'type');
    const configuration = checkOutputConfiguration(type, resolveDeep(ic, objectField(data, 'configuration')) as Record<string, unknown>);
    const nowMs = ic.ctx.now();
    const output: OutputSummary = {
      id: newObjectId(nowMs), title, type: type.type, creator_user_id: ic.username, created_at: new Date(nowMs).toISOString(), configuration, content_pack: null,
    };
    db.transaction(() => saveOutput(db, output))();
    bumpIngestConfig();
    return { id: output.id, title };
  },

  fingerprint({ ctx }, nativeId) {
    const output = findOutput(ctx.db, nativeId);
    return output ? digest(exported(output)) : undefined;
  },

  // Deleting an output detaches it from every stream: a user's own stream would silently stop forwarding.
  usedOutside({ ctx }, nativeId, own) {
    const streams = listStreams(ctx.db).filter((stream) => !own.has(stream.id) && stream.outputs.some((output) => output.id === nativeId));
    return usedBy(['stream', streams.map((stream) => stream.title)]);
  },

  delete({ ctx }, nativeId) {
    if (!findOutput(ctx.db, nativeId)) return;
    // Its stream attachments go with it (foreign key ON DELETE CASCADE).
    ctx.db.transaction(() => deleteOutput(ctx.db, nativeId))();
    bumpIngestConfig();
  },
};
