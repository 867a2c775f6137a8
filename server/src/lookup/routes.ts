// /system/lookup/*: caches, data adapters and lookup tables as Graylog 4.0's LookupTableResource answers them
// (lists, one by id or name, create, update, delete, validate, types, queries, purge, error states). Every
// write invalidates the live tables (the next lookup sees it) and the compiled extractors (they check their
// table when compiled).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route, type DeclaredRoute } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { ADAPTER_TYPES } from './adapters';
import { CACHE_TYPES } from './caches';
import { lookupServiceFor, type LookupService } from './service';
import { adapterStore, cacheStore, tablesUsing, tableStore, type EntityStore } from './store';
import type { AdapterDto, CacheDto, TableDto } from './types';
import { AdapterBody, assertSavable, CacheBody, checkAdapter, checkCache, checkTable, TableBody, validationResult, type Checked } from './validation';

const IdOrName = Type.Object({ idOrName: Type.String({ minLength: 1, maxLength: 200 }) });
const KeyQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 100_000 })) });
const TableListQuery = Type.Object({ ...PaginationQuery.properties, resolve: Type.Optional(Type.Boolean()) }, { additionalProperties: true });
const ResolveQuery = Type.Object({ resolve: Type.Optional(Type.Boolean()) });
const Names = Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 }), Type.Null()]));
const ErrorStatesBody = Type.Object({ tables: Names, caches: Names, data_adapters: Names }, { additionalProperties: true });

const LOOKUP = '/system/lookup';
const on = (action: string) => (params: { idOrName: string }) => `lookuptables:${action}:${permissionTarget(params.idOrName)}`;

type Entity = { id: string; name: string; title: string; description: string };

/** A caller addressing an entity by name was checked against the name; the grant may be on the id. */
function assertOnId(request: FastifyRequest, action: string, addressed: string, entity: Entity): void {
  if (addressed !== entity.id) assertPermitted(request, `lookuptables:${action}:${permissionTarget(entity.id)}`);
}

function requireKey(key: string | undefined): string {
  if (key === undefined || key === '') throw badRequest('The key to look up must not be empty', 'key');
  return key;
}

interface KindDefinition<T extends Entity, S extends TSchema> {
  path: string;
  noun: string;
  store: EntityStore<T>;
  body: S;
  /** `id`: the entity being changed, null for a new one. */
  check: (ctx: ServerContext, body: Static<S>, id: string | null) => Checked<T>;
  /** The id and name the body gives. */
  ref: (body: Static<S>) => { id?: string | null; name?: string };
  /** Why it cannot be deleted (tables still use it), or null. */
  inUse?: (ctx: ServerContext, entity: T) => string | null;
  /** Extra keys of the answer to GET by id or name (tables answer a page). */
  single?: (ctx: ServerContext, entity: T, resolve: boolean) => unknown;
}

function kindRoutes<T extends Entity, S extends TSchema>(
  ctx: ServerContext,
  service: LookupService,
  kind: KindDefinition<T, S>,
): DeclaredRoute[] {
  const { db } = ctx;
  const { store, noun } = kind;
  const itemPath = `${kind.path}/:idOrName`;
  const requireEntity = (idOrName: string): T => {
    const entity = store.find(db, idOrName);
    if (!entity) throw notFound(`Couldn't find ${noun} ${idOrName}`);
    return entity;
  };
  const written = () => {
    service.invalidate();
    bumpIngestConfig();
  };
  return [
    route({
      method: 'POST',
      url: `${kind.path}/validate`,
      auth: { permission: 'lookuptables:read' },
      schema: { body: kind.body },
      handler: ({ body }) => validationResult(kind.check(ctx, body, kind.ref(body).id ?? null)),
    }),
    route({
      method: 'GET',
      url: itemPath,
      auth: { permission: on('read') },
      schema: { params: IdOrName, querystring: ResolveQuery },
      handler: ({ params, query, request }) => {
        const entity = requireEntity(params.idOrName);
        assertOnId(request, 'read', params.idOrName, entity);
        return kind.single ? kind.single(ctx, entity, query.resolve === true) : entity;
      },
    }),
    route({
      method: 'POST',
      url: kind.path,
      auth: { permission: 'lookuptables:create' },
      schema: { body: kind.body },
      handler: ({ body }) =>
        db.transaction(() => {
          const checked = kind.check(ctx, body, null);
          assertSavable(checked);
          const entity = { ...checked.entity, id: newObjectId(ctx.now()) } as T;
          store.insert(db, entity);
          written();
          return entity;
        })(),
    }),
    route({
      method: 'PUT',
      url: itemPath,
      auth: { permission: on('edit') },
      schema: { params: IdOrName, body: kind.body },
      handler: ({ params, body, request }) =>
        db.transaction(() => {
          const given = kind.ref(body);
          if (params.idOrName !== given.id && params.idOrName !== given.name) {
            throw badRequest(`URL parameter <${params.idOrName}> does not match parameter in request body`);
          }
          const existing = requireEntity(given.id ?? params.idOrName);
          assertOnId(request, 'edit', params.idOrName, existing);
          const checked = kind.check(ctx, body, existing.id);
          assertSavable(checked);
          const entity = { ...checked.entity, id: existing.id } as T;
          store.update(db, entity);
          written();
          return entity;
        })(),
    }),
    route({
      method: 'DELETE',
      url: itemPath,
      auth: { permission: on('delete') },
      schema: { params: IdOrName },
      handler: ({ params, request }) =>
        db.transaction(() => {
          const entity = requireEntity(params.idOrName);
          assertOnId(request, 'delete', params.idOrName, entity);
          const refusal = kind.inUse?.(ctx, entity);
          if (refusal) throw badRequest(refusal);
          store.remove(db, entity.id);
          written();
          return entity;
        })(),
    }),
  ];
}

function inUseBy(column: 'cache_id' | 'data_adapter_id', noun: string) {
  return (ctx: ServerContext, entity: Entity): string | null => {
    const tables = tablesUsing(ctx.db, column, entity.id);
    return tables.length === 0 ? null : `The ${noun} is still in use, cannot delete. Lookup tables using it: ${tables.join(', ')}`;
  };
}

/** Graylog's LookupTablePage: the tables, and with `resolve` their caches and adapters by id. */
function tablePage(ctx: ServerContext, tables: TableDto[], resolve: boolean): { lookup_tables: TableDto[]; caches: Record<string, CacheDto>; data_adapters: Record<string, AdapterDto> } {
  const caches: Record<string, CacheDto> = {};
  const adapters: Record<string, AdapterDto> = {};
  if (resolve) {
    for (const table of tables) {
      const cache = cacheStore.find(ctx.db, table.cache_id);
      if (cache) caches[cache.id] = cache;
      const adapter = adapterStore.find(ctx.db, table.data_adapter_id);
      if (adapter) adapters[adapter.id] = adapter;
    }
  }
  return { lookup_tables: tables, caches, data_adapters: adapters };
}

function typeDescriptors(types: ReadonlyMap<string, { type: string; configClass: string; defaultConfig(): unknown }>) {
  return Object.fromEntries([...types.values()].map((type) => [type.type, { type: type.type, config_class: type.configClass, default_config: type.defaultConfig() }]));
}

export function lookupRoutes(ctx: ServerContext, service: LookupService): DeclaredRoute[] {
  const { db } = ctx;
  const list = (path: string, listKey: string, store: EntityStore<Entity>): DeclaredRoute =>
    route({
      method: 'GET',
      url: path,
      auth: { permission: 'lookuptables:read' },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) => paginatedBody(listKey, paginate({ ...store.listSource(db), map: store.fromRow }, query)),
    });
  return [
    list(`${LOOKUP}/caches`, 'caches', cacheStore),
    ...kindRoutes(ctx, service, {
      path: `${LOOKUP}/caches`,
      noun: 'cache',
      store: cacheStore,
      body: CacheBody,
      check: (context, body, id) => checkCache(context.db, body, id),
      ref: (body) => body,
      inUse: inUseBy('cache_id', 'cache'),
    }),
    list(`${LOOKUP}/adapters`, 'data_adapters', adapterStore),
    ...kindRoutes(ctx, service, {
      path: `${LOOKUP}/adapters`,
      noun: 'data adapter',
      store: adapterStore,
      body: AdapterBody,
      check: (context, body, id) => checkAdapter(context.db, body, id),
      ref: (body) => body,
      inUse: inUseBy('data_adapter_id', 'adapter'),
    }),
    route({
      method: 'GET',
      url: `${LOOKUP}/tables`,
      auth: { permission: 'lookuptables:read' },
      schema: { querystring: TableListQuery },
      handler: ({ query }) => {
        const page = paginate<Parameters<typeof tableStore.fromRow>[0], TableDto>({ ...tableStore.listSource(db), map: tableStore.fromRow }, query);
        const { lookup_tables: _tables, ...resolved } = tablePage(ctx, page.items, query.resolve === true);
        return { ...paginatedBody('lookup_tables', page), ...resolved };
      },
    }),
    ...kindRoutes(ctx, service, {
      path: `${LOOKUP}/tables`,
      noun: 'lookup table',
      store: tableStore,
      body: TableBody,
      check: (context, body, id) => checkTable(context.db, body, id),
      ref: (body) => body,
      single: (context, table, resolve) => ({ query: null, total: 1, count: 1, page: 1, per_page: 1, ...tablePage(context, [table], resolve) }),
    }),
    route({
      method: 'GET',
      url: `${LOOKUP}/types/caches`,
      auth: { permission: 'lookuptables:read' },
      handler: () => typeDescriptors(CACHE_TYPES),
    }),
    route({
      method: 'GET',
      url: `${LOOKUP}/types/adapters`,
      auth: { permission: 'lookuptables:read' },
      handler: () => typeDescriptors(ADAPTER_TYPES),
    }),
    route({
      method: 'GET',
      url: `${LOOKUP}/tables/:idOrName/query`,
      auth: { permission: 'lookuptables:read' },
      schema: { params: IdOrName, querystring: KeyQuery },
      handler: async ({ params, query }) => {
        // Graylog takes the name here; an id is accepted too.
        const name = tableStore.find(db, params.idOrName)?.name ?? params.idOrName;
        const result = await service.query(name, requireKey(query.key));
        if (!result) throw notFound(`Lookup table <${params.idOrName}> not found`);
        return result;
      },
    }),
    route({
      method: 'GET',
      url: `${LOOKUP}/adapters/:idOrName/query`,
      auth: { permission: 'lookuptables:read' },
      schema: { params: IdOrName, querystring: KeyQuery },
      handler: async ({ params, query }) => {
        const result = await service.queryAdapter(params.idOrName, requireKey(query.key));
        if (!result) throw notFound(`Unable to find data adapter ${params.idOrName}`);
        return result;
      },
    }),
    route({
      method: 'POST',
      url: `${LOOKUP}/tables/:idOrName/purge`,
      // Graylog lets readers purge: it changes no data, only makes the next lookups ask the adapter again.
      auth: { permission: 'lookuptables:read' },
      schema: { params: IdOrName, querystring: KeyQuery },
      handler: ({ params, query }) => {
        const key = query.key === undefined || query.key === '' ? undefined : query.key;
        if (!service.purge(params.idOrName, key)) throw notFound(`Lookup table <${params.idOrName}> not found`);
      },
    }),
    route({
      method: 'POST',
      url: `${LOOKUP}/errorstates`,
      auth: { permission: 'lookuptables:read' },
      schema: { body: ErrorStatesBody },
      handler: ({ body }) => service.errorStates({ tables: body.tables ?? [], caches: body.caches ?? [], data_adapters: body.data_adapters ?? [] }),
    }),
  ];
}

export function registerLookupRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const service = lookupServiceFor(ctx);
  api.addHook('onClose', async () => {
    service.close();
  });
  registerRoutes(api, lookupRoutes(ctx, service));
}
