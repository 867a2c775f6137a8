// event_definition v1 (Graylog's EventDefinitionEntity): title, description, priority and alert as
// ValueReferences; config as AggregationEventProcessorConfigEntity (type "aggregation-v1", query wrapped,
// streams as plain pack entity ids, group_by, series, conditions, search_within_ms, execute_every_ms plain);
// field_spec, key_spec, notification_settings and storage plain; notifications as {notification_id
// (wrapped pack id), notification_parameters}; is_scheduled wrapped (whether the definition runs). A
// definition depends on its notifications and on the streams it searches. Installing checks it as the
// events area checks a definition the installing user saves (streams they may read, a condition that
// parses, a window of at least a second...), stores it owned by them and, when it was scheduled, schedules
// it: the scheduler notices a new trigger within a second. Graylog never reuses an existing definition.
import { badRequest } from '../../http/errors';
import { effectivePermissions } from '../../auth/effective';
import { newObjectId } from '../../http/ids';
import { checkDefinition } from '../../events/definitionValidation';
import { deleteDefinition, findDefinition, insertDefinition, listDefinitions } from '../../events/definitionStore';
import { findNotification } from '../../events/notificationStore';
import { findTrigger, scheduleDefinition } from '../../events/triggers';
import type { EventDefinition } from '../../events/types';
import { isRecord } from '../../http/json';
import { DEFAULT_STREAM_ID } from '../../streams/defaults';
import { findStream, SYSTEM_STREAM_IDS } from '../../streams/store';
import type { EntityDescriptor, EntityFacade, ExportContext, FacadeContext, InstallContext } from '../types';
import { installingUser } from './installingUser';
import {
  digest, entityData, exportRef, flag, integer, isValueReference, listField, literal, NATIVE_IDS, nativeRef, objectField, optionalText,
  packMembers, ref, referencedIds, text,
} from './values';

const TYPE = { name: 'event_definition', version: '1' } as const;
const STREAM_TYPE = { name: 'stream', version: '1' } as const;
const NOTIFICATION_TYPE = { name: 'notification', version: '1' } as const;

/** Streams a pack can carry: every stream but the events streams, which every server has under fixed ids. */
const packableStream = (id: string) => !SYSTEM_STREAM_IDS.has(id) || id === DEFAULT_STREAM_ID;

function exported(definition: EventDefinition, scheduled: boolean, exp: ExportContext): Record<string, unknown> {
  const { config } = definition;
  return {
    title: ref(definition.title),
    description: ref(definition.description),
    priority: ref(definition.priority),
    alert: ref(definition.alert),
    config: {
      type: config.type,
      query: ref(config.query),
      // Plain ids in Graylog's entity, not ValueReferences.
      streams: config.streams.map((id) => exp.packIdFor({ id, type: STREAM_TYPE }) ?? id),
      group_by: [...config.group_by],
      series: config.series.map((series) => ({ ...series })),
      conditions: config.conditions,
      search_within_ms: config.search_within_ms,
      execute_every_ms: config.execute_every_ms,
    },
    field_spec: definition.field_spec,
    key_spec: [...definition.key_spec],
    notification_settings: { ...definition.notification_settings },
    notifications: definition.notifications.map((handler) => ({
      notification_id: exportRef(exp, { id: handler.notification_id, type: NOTIFICATION_TYPE }),
      notification_parameters: handler.notification_parameters ?? null,
    })),
    storage: definition.storage,
    is_scheduled: ref(scheduled),
  };
}

function exportedOf(fc: FacadeContext, nativeId: string, exp: ExportContext): { definition: EventDefinition; data: Record<string, unknown> } | undefined {
  const definition = findDefinition(fc.ctx.db, nativeId);
  if (!definition) return undefined;
  return { definition, data: exported(definition, findTrigger(fc.ctx.db, nativeId) !== undefined, exp) };
}

/** The notification handlers of a pack entity, each an object. */
function handlers(data: Record<string, unknown>): Record<string, unknown>[] {
  return listField(data, 'notifications').map((item, index) => {
    if (!isRecord(item)) throw badRequest(`notifications[${index}] must be an object with a notification_id`, 'notifications');
    return item;
  });
}

/** Ids the entity refers to, read without parameters (the install order cannot follow a parameter). */
function referencedInPack(data: Record<string, unknown>): string[] {
  const config = isRecord(data.config) ? data.config : {};
  const notifications = Array.isArray(data.notifications) ? data.notifications.filter(isRecord).map((handler) => handler.notification_id) : [];
  const streams = Array.isArray(config.streams) ? config.streams : [];
  return referencedIds([...notifications, ...streams]);
}

/** A config value as written (plain, as Graylog writes it) or wrapped, resolved. */
function plain(ic: InstallContext, value: unknown): unknown {
  return isValueReference(value) ? ic.resolve(value) : value;
}

/** The definition JSON the events area checks, with the pack's references turned into native ids. */
function definitionBody(ic: InstallContext, data: Record<string, unknown>): Record<string, unknown> {
  const { db } = ic.ctx;
  const config = objectField(data, 'config');
  const streams = listField(config, 'streams', 'streams').map((value) => nativeRef(ic, value, (id) => findStream(db, id) !== undefined, 'stream', 'streams'));
  const notifications = handlers(data).map((handler) => {
    const body: Record<string, unknown> = {
      notification_id: nativeRef(ic, handler.notification_id, (id) => findNotification(db, id) !== undefined, 'notification', 'notifications'),
    };
    const parameters = literal(handler.notification_parameters);
    if (parameters !== undefined && parameters !== null) body.notification_parameters = parameters;
    return body;
  });
  return {
    title: text(ic, data, 'title'),
    description: optionalText(ic, data, 'description') ?? '',
    priority: integer(ic, data, 'priority', 2),
    alert: flag(ic, data, 'alert', false),
    config: {
      type: plain(ic, config.type),
      query: plain(ic, config.query) ?? '',
      query_parameters: plain(ic, config.query_parameters),
      streams,
      group_by: plain(ic, config.group_by),
      series: plain(ic, config.series),
      conditions: plain(ic, config.conditions),
      search_within_ms: plain(ic, config.search_within_ms),
      execute_every_ms: plain(ic, config.execute_every_ms),
    },
    field_spec: plain(ic, data.field_spec),
    key_spec: plain(ic, data.key_spec),
    notification_settings: plain(ic, data.notification_settings),
    notifications,
  };
}

export const eventDefinitionFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listDefinitions(ctx.db).map((definition) => ({ id: definition.id, type: TYPE, title: definition.title })),

  dependencies({ ctx }, nativeId) {
    const definition = findDefinition(ctx.db, nativeId);
    if (!definition) return [];
    const notifications: EntityDescriptor[] = definition.notifications
      .filter((handler) => findNotification(ctx.db, handler.notification_id) !== undefined)
      .map((handler) => ({ id: handler.notification_id, type: NOTIFICATION_TYPE }));
    const streams: EntityDescriptor[] = definition.config.streams
      .filter((id) => packableStream(id) && findStream(ctx.db, id) !== undefined)
      .map((id) => ({ id, type: STREAM_TYPE }));
    return [...notifications, ...streams];
  },

  exportEntity(fc, nativeId, exp) {
    const found = exportedOf(fc, nativeId, exp);
    return found ? { title: found.definition.title, data: found.data } : undefined;
  },

  installDependencies: (entity, pack) => packMembers(pack, referencedInPack(entityData(entity))),

  findExisting: () => undefined,

  create(entity, ic) {
    const { db } = ic.ctx;
    const data = entityData(entity);
    const body = definitionBody(ic, data);
    const scheduled = flag(ic, data, 'is_scheduled', true);
    const creator = installingUser(ic);
    const nowMs = ic.ctx.now();
    const { definition: checked, errors } = checkDefinition(body, { db, permissions: effectivePermissions(db, creator), nowMs });
    errors.throwIfFailed(`Event definition "${String(body.title)}"`);
    const definition: EventDefinition = { id: newObjectId(nowMs), ...checked };
    db.transaction(() => {
      insertDefinition(db, definition, creator, nowMs);
      if (scheduled) scheduleDefinition(db, definition, undefined, nowMs);
    })();
    return { id: definition.id, title: definition.title };
  },

  fingerprint(fc, nativeId) {
    const found = exportedOf(fc, nativeId, NATIVE_IDS);
    return found ? digest(found.data) : undefined;
  },

  delete({ ctx }, nativeId) {
    if (!findDefinition(ctx.db, nativeId)) return;
    ctx.db.transaction(() => deleteDefinition(ctx.db, nativeId))();
  },
};
