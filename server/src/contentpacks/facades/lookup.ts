// lookup_cache, lookup_adapter and lookup_table v1 (Graylog's LookupCacheEntity, LookupDataAdapterEntity,
// LookupTableEntity): name, title, description, and a configuration ReferenceMap (its `type` names the
// implementation) for caches and adapters; a table refers to its cache and adapter through their pack
// entity ids in `cache_name` and `data_adapter_name` (Graylog's field names, holding ids), plus its
// default values. A cache or adapter with the same name is reused as it is; a table with the same name
// is reused only when its title agrees, else the installation is refused (Graylog's rules). Every
// write is checked by the lookup area's own validation and makes the live tables reload, as the API's do.
import type { Db } from '../../db/types';
import { badRequest } from '../../http/errors';
import { newObjectId } from '../../http/ids';
import { lookupServiceFor } from '../../lookup/service';
import { adapterStore, cacheStore, tablesUsing, tableStore, type EntityStore } from '../../lookup/store';
import { DEFAULT_VALUE_TYPES, type AdapterDto, type CacheDto, type DefaultValueType, type TableDto, type TypedConfig } from '../../lookup/types';
import { assertSavable, checkAdapter, checkCache, checkTable, type Checked } from '../../lookup/validation';
import { bumpIngestConfig } from '../../processing/configVersion';
import type { EntityFacade, ExportContext, FacadeContext, InstallContext, PackEntity } from '../types';
import { inputsUsingLookupTable } from './input';
import { rulesUsingLookupTable } from './ruleUses';
import { usedBy } from './usedBy';
import {
  digest, entityData, exportRef, NATIVE_IDS, nativeRef, objectField, optionalText, ref, referencedIds, requiredText, resolveDeep, text, toReferenceMap,
} from './values';

const CACHE_TYPE = { name: 'lookup_cache', version: '1' } as const;
const ADAPTER_TYPE = { name: 'lookup_adapter', version: '1' } as const;
const TABLE_TYPE = { name: 'lookup_table', version: '1' } as const;

type Named = { id: string; name: string; title: string; description: string };

/** After any write: the live tables reload what changed, extractors recompile against them. */
function written(fc: FacadeContext): void {
  lookupServiceFor(fc.ctx).invalidate();
  bumpIngestConfig();
}

/** Saves what the lookup area's check accepted, or refuses with every problem at its field. */
function insertChecked<T extends Named>(fc: FacadeContext, store: EntityStore<T>, checked: Checked<T>): T {
  assertSavable(checked);
  const entity = { ...checked.entity, id: newObjectId(fc.ctx.now()) } as T;
  fc.ctx.db.transaction(() => store.insert(fc.ctx.db, entity))();
  written(fc);
  return entity;
}

/** The name, title and description every lookup entity has. */
function named(ic: InstallContext, data: Record<string, unknown>) {
  return { name: requiredText(ic, data, 'name'), title: text(ic, data, 'title', ''), description: optionalText(ic, data, 'description') ?? '' };
}

function typedConfig(ic: InstallContext, data: Record<string, unknown>): TypedConfig {
  const config = resolveDeep(ic, objectField(data, 'configuration')) as Record<string, unknown>;
  if (typeof config.type !== 'string' || config.type === '') throw badRequest('configuration.type must name the implementation', 'configuration');
  return config as TypedConfig;
}

/** Facade of a cache or data adapter: they differ only in their store, check and type. */
function configuredFacade<T extends Named & { config: TypedConfig }>(
  type: { name: string; version: string },
  store: EntityStore<T>,
  check: (db: Db, body: Record<string, unknown>) => Checked<T>,
  column: 'cache_id' | 'data_adapter_id',
  noun: string,
): EntityFacade {
  const exported = (entity: T) => ({
    name: ref(entity.name),
    title: ref(entity.title),
    description: ref(entity.description),
    configuration: toReferenceMap(entity.config),
  });
  return {
    type,
    listExcerpts: ({ ctx }) => store.all(ctx.db).map((entity) => ({ id: entity.id, type, title: entity.title })),
    dependencies: () => [],
    exportEntity({ ctx }, nativeId) {
      const entity = store.find(ctx.db, nativeId);
      return entity && entity.id === nativeId ? { title: entity.title, data: exported(entity) } : undefined;
    },
    installDependencies: () => [],
    findExisting(entity, ic) {
      const existing = store.findByName(ic.ctx.db, requiredText(ic, entityData(entity), 'name'));
      return existing ? { id: existing.id, title: existing.title } : undefined;
    },
    create(entity, ic) {
      const data = entityData(entity);
      const created = insertChecked(ic, store, check(ic.ctx.db, { ...named(ic, data), config: typedConfig(ic, data) }));
      return { id: created.id, title: created.title };
    },
    fingerprint({ ctx }, nativeId) {
      const entity = store.find(ctx.db, nativeId);
      return entity && entity.id === nativeId ? digest(exported(entity)) : undefined;
    },
    // A user's own table using it could not keep it (the delete would be refused and reported as failed).
    usedOutside({ ctx }, nativeId, own) {
      const tables = tableStore.all(ctx.db).filter((table) => table[column] === nativeId && !own.has(table.id));
      return usedBy(['lookup table', tables.map((table) => table.name)]);
    },
    delete(fc, nativeId) {
      const { db } = fc.ctx;
      const entity = store.find(db, nativeId);
      if (!entity || entity.id !== nativeId) return;
      const users = tablesUsing(db, column, nativeId);
      if (users.length > 0) throw badRequest(`The ${noun} is still in use, cannot delete. Lookup tables using it: ${users.join(', ')}`);
      db.transaction(() => store.remove(db, nativeId))();
      written(fc);
    },
  };
}

export const lookupCacheFacade = configuredFacade<CacheDto>(CACHE_TYPE, cacheStore, (db, body) => checkCache(db, body as never, null), 'cache_id', 'cache');
export const lookupAdapterFacade = configuredFacade<AdapterDto>(ADAPTER_TYPE, adapterStore, (db, body) => checkAdapter(db, body as never, null), 'data_adapter_id', 'data adapter');

function exportedTable(table: TableDto, exp: ExportContext) {
  return {
    name: ref(table.name),
    title: ref(table.title),
    description: ref(table.description),
    cache_name: exportRef(exp, { id: table.cache_id, type: CACHE_TYPE }),
    data_adapter_name: exportRef(exp, { id: table.data_adapter_id, type: ADAPTER_TYPE }),
    default_single_value: ref(table.default_single_value),
    default_single_value_type: ref(table.default_single_value_type),
    default_multi_value: ref(table.default_multi_value),
    default_multi_value_type: ref(table.default_multi_value_type),
  };
}

function valueType(ic: InstallContext, data: Record<string, unknown>, field: string): DefaultValueType {
  const value = text(ic, data, field, 'NULL').toUpperCase();
  if (!(DEFAULT_VALUE_TYPES as readonly string[]).includes(value)) throw badRequest(`${field} must be one of ${DEFAULT_VALUE_TYPES.join(', ')}`, field);
  return value as DefaultValueType;
}

export const lookupTableFacade: EntityFacade = {
  type: TABLE_TYPE,

  listExcerpts: ({ ctx }) => tableStore.all(ctx.db).map((table) => ({ id: table.id, type: TABLE_TYPE, title: table.title })),

  dependencies({ ctx }, nativeId) {
    const table = tableStore.find(ctx.db, nativeId);
    if (!table || table.id !== nativeId) return [];
    return [{ id: table.cache_id, type: CACHE_TYPE }, { id: table.data_adapter_id, type: ADAPTER_TYPE }];
  },

  exportEntity({ ctx }, nativeId, exp) {
    const table = tableStore.find(ctx.db, nativeId);
    return table && table.id === nativeId ? { title: table.title, data: exportedTable(table, exp) } : undefined;
  },

  installDependencies: (entity: PackEntity) => {
    const data = entityData(entity);
    return referencedIds([data.cache_name, data.data_adapter_name]);
  },

  findExisting(entity, ic) {
    const data = entityData(entity);
    const name = requiredText(ic, data, 'name');
    const existing = tableStore.findByName(ic.ctx.db, name);
    if (!existing) return undefined;
    if (existing.title !== text(ic, data, 'title', '')) throw badRequest(`Different lookup table configuration with name "${name}"`, 'title');
    return { id: existing.id, title: existing.title };
  },

  create(entity, ic) {
    const { db } = ic.ctx;
    const data = entityData(entity);
    const body = {
      ...named(ic, data),
      cache_id: nativeRef(ic, data.cache_name, (id) => cacheStore.find(db, id)?.id === id, 'lookup cache', 'cache_name'),
      data_adapter_id: nativeRef(ic, data.data_adapter_name, (id) => adapterStore.find(db, id)?.id === id, 'lookup data adapter', 'data_adapter_name'),
      default_single_value: text(ic, data, 'default_single_value', ''),
      default_single_value_type: valueType(ic, data, 'default_single_value_type'),
      default_multi_value: text(ic, data, 'default_multi_value', ''),
      default_multi_value_type: valueType(ic, data, 'default_multi_value_type'),
    };
    const created = insertChecked(ic, tableStore, checkTable(db, body, null));
    return { id: created.id, title: created.title };
  },

  fingerprint({ ctx }, nativeId) {
    const table = tableStore.find(ctx.db, nativeId);
    return table && table.id === nativeId ? digest(exportedTable(table, NATIVE_IDS)) : undefined;
  },

  // Extractors, converters and rules look tables up by name: a user's own would then find nothing.
  usedOutside({ ctx }, nativeId, own) {
    const table = tableStore.find(ctx.db, nativeId);
    if (!table || table.id !== nativeId) return undefined;
    return usedBy(['input', inputsUsingLookupTable(ctx.db, table.name, own)], ['pipeline rule', rulesUsingLookupTable(ctx.db, table.name, own)]);
  },

  delete(fc, nativeId) {
    const table = tableStore.find(fc.ctx.db, nativeId);
    if (!table || table.id !== nativeId) return;
    fc.ctx.db.transaction(() => tableStore.remove(fc.ctx.db, nativeId))();
    written(fc);
  },
};
