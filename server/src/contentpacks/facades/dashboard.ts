// dashboard v2 (Graylog 4's DashboardFacade over ViewEntity): a view of type DASHBOARD with its search
// inside. type, title/summary/description (ValueReferences), search {queries (QueryEntity: id, timerange,
// filter, query, search_types), parameters, requires, owner, created_at}, properties, requires, state
// (per query: selected_fields, titles, widgets, widget_mapping, positions, formatting,
// display_mode_settings), owner, created_at. Stream ids in query and search type filters, search type
// streams and widget streams are pack entity ids of the streams, which the dashboard depends on.
// Installing stores the search and the view as the views area stores what the installing user saves
// (the same schema and checks, streams they may read), both owned by them; Graylog never reuses a
// dashboard. Version 1 entities (Graylog 2 and 3 dashboards) are refused: they have no views.
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { badRequest } from '../../http/errors';
import { isRecord } from '../../http/json';
import { newObjectId } from '../../http/ids';
import { DEFAULT_STREAM_ID } from '../../streams/defaults';
import { mayReadStream } from '../../streams/access';
import { findStream, SYSTEM_STREAM_IDS } from '../../streams/store';
import { callerTimeZone } from '../../search/timeRange';
import { SearchBody, type QueryInput } from '../../views/searchSchema';
import { deleteSearchIfUnused, findSearch, saveSearch, type StoredSearch } from '../../views/searchStore';
import { checkSearch } from '../../views/searchValidation';
import { createView } from '../../views/viewRoutes';
import { ViewBody, type ViewState } from '../../views/viewSchema';
import { findView, listViewsOfType, removeView, type View } from '../../views/viewStore';
import type { EntityFacade, ExportContext, FacadeContext, InstallContext } from '../types';
import { installingCaller } from './installingUser';
import { digest, entityData, listField, NATIVE_IDS, nativeRef, objectField, optionalText, packMembers, ref, referencedIds, text } from './values';

const TYPE = { name: 'dashboard', version: '2' } as const;
const STREAM_TYPE = { name: 'stream', version: '1' } as const;

type MapId = (id: string, where: string) => string;

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** A stream filter, or an "or" of them, with its stream ids mapped; other filters as they are. */
function mappedFilter<T extends Record<string, unknown>>(filter: T | null | undefined, mapId: MapId, where: string): T | null {
  if (!filter) return null;
  if (filter.type === 'stream' && typeof filter.id === 'string') return { ...filter, id: mapId(filter.id, where) };
  if (Array.isArray(filter.filters)) {
    return { ...filter, filters: filter.filters.map((inner, index) => (isRecord(inner) ? mappedFilter(inner, mapId, `${where}.filters[${index}]`) : inner)) };
  }
  return filter;
}

/** An entity with its `streams` list mapped; one without a list stays without (a round trip adds nothing). */
function withMappedStreams(entity: Record<string, unknown>, mapId: MapId, where: string): Record<string, unknown> {
  if (!Array.isArray(entity.streams)) return { ...entity };
  return { ...entity, streams: entity.streams.map((id) => mapId(String(id), where)) };
}

/** Queries (stored, or a pack's QueryEntity) with every stream reference mapped. */
function mappedQueries(queries: readonly Record<string, unknown>[], mapId: MapId): Record<string, unknown>[] {
  return queries.map((query, q) => {
    const where = `search.queries[${q}]`;
    const out: Record<string, unknown> = {
      ...query,
      search_types: records(query.search_types).map((searchType, s) => {
        const at = `${where}.search_types[${s}]`;
        const mapped = withMappedStreams(searchType, mapId, `${at}.streams`);
        if (isRecord(searchType.filter)) mapped.filter = mappedFilter(searchType.filter, mapId, `${at}.filter`);
        return mapped;
      }),
    };
    // Graylog's QueryEntity leaves out a null filter.
    if (isRecord(query.filter)) out.filter = mappedFilter(query.filter, mapId, `${where}.filter`);
    else delete out.filter;
    return out;
  });
}

/** View states with their widgets' streams mapped. */
function mappedStates(states: Record<string, unknown>, mapId: MapId): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(states).map(([queryId, state]) => {
    const value = isRecord(state) ? state : {};
    return [queryId, {
      ...value,
      widgets: records(value.widgets).map((widget, index) => withMappedStreams(widget, mapId, `state.${queryId}.widgets[${index}].streams`)),
    }];
  }));
}

function exported(view: View, search: StoredSearch | undefined, exp: ExportContext): Record<string, unknown> {
  const mapId: MapId = (id) => exp.packIdFor({ id, type: STREAM_TYPE }) ?? id;
  return {
    type: view.type,
    title: ref(view.title),
    summary: ref(view.summary),
    description: ref(view.description),
    search: search ? {
      queries: mappedQueries(search.queries as unknown as Record<string, unknown>[], mapId),
      parameters: search.parameters,
      requires: search.requires,
      owner: search.owner,
      created_at: search.createdAt,
    } : null,
    properties: view.properties,
    requires: view.requires,
    state: mappedStates(view.state as unknown as Record<string, ViewState & Record<string, unknown>>, mapId),
    owner: view.owner,
    created_at: view.created_at,
  };
}

/**
 * Every stream id a dashboard's data names (exported data or a pack entity), plain or wrapped; parameters
 * and shapes it does not know are passed over, as this also reads entities before they are checked.
 */
function streamIdsIn(data: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const collect: MapId = (id) => { ids.push(id); return id; };
  const search = isRecord(data.search) ? data.search : {};
  mappedQueries(records(search.queries), collect);
  mappedStates(isRecord(data.state) ? data.state : {}, collect);
  return referencedIds(ids);
}

function dashboardView(fc: FacadeContext, nativeId: string): View | undefined {
  const view = findView(fc.ctx.db, nativeId);
  return view && view.type === 'DASHBOARD' ? view : undefined;
}

/** Refuses a value its schema does not accept, naming the place (the same schema the API checks). */
function checked<S extends TSchema>(schema: S, value: unknown, title: string, prefix: string): void {
  if (Value.Check(schema, value)) return;
  const issue = Value.Errors(schema, value).First();
  const path = `${prefix}${issue?.path ?? ''}`.replace(/\//g, '.').replace(/^\./, '');
  throw badRequest(`Dashboard "${title}": ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`, path.split('.')[0] || undefined);
}

function install(entity: { data: Record<string, unknown>; type: { version: string } }, ic: InstallContext): View {
  const { ctx } = ic;
  const { db } = ctx;
  if (entity.type.version !== TYPE.version) {
    throw badRequest(`Dashboards of entity version ${entity.type.version} (Graylog 2 and 3 dashboards) cannot be installed; this server installs version ${TYPE.version} (Graylog 4 dashboards)`, 'entities');
  }
  const { data } = entity;
  const title = text(ic, data, 'title');
  const type = ic.resolve(data.type) ?? 'DASHBOARD';
  if (type !== 'DASHBOARD') throw badRequest(`Dashboard "${title}": a dashboard entity must be of type DASHBOARD, not ${JSON.stringify(type)}`, 'type');

  const caller = installingCaller(ic);
  const named = new Set<string>();
  const mapId: MapId = (id, where) => {
    const native = nativeRef(ic, id, (streamId) => findStream(db, streamId) !== undefined, 'stream', where);
    named.add(native);
    return native;
  };
  const searchData = objectField(data, 'search');
  const searchBody = {
    queries: mappedQueries(listField(searchData, 'queries', 'search.queries').map((query, index) => {
      if (!isRecord(query)) throw badRequest(`Dashboard "${title}": search.queries[${index}] must be an object`, 'search');
      return query;
    }), mapId) as unknown as QueryInput[],
    parameters: listField(searchData, 'parameters', 'search.parameters'),
    requires: objectField(searchData, 'requires', 'search.requires'),
  };
  checked(SearchBody, searchBody, title, 'search');
  const search = searchBody as SearchBody;
  checkSearch(search, { nowMs: ctx.now(), timeZone: callerTimeZone(ctx, caller) });
  const viewBody = {
    type: 'DASHBOARD' as const,
    title,
    summary: optionalText(ic, data, 'summary') ?? '',
    description: optionalText(ic, data, 'description') ?? '',
    search_id: newObjectId(ctx.now()),
    properties: listField(data, 'properties'),
    requires: objectField(data, 'requires'),
    state: mappedStates(objectField(data, 'state'), mapId),
  };
  checked(ViewBody, viewBody, title, '');
  // The search API refuses a search over streams its caller may not read; so does an installation.
  const hidden = [...named].filter((id) => !mayReadStream(caller.permissions, id)).sort();
  if (hidden.length > 0) throw badRequest(`Dashboard "${title}" reads streams ${caller.user.username} may not read: ${hidden.join(', ')}`, 'streams');

  return db.transaction(() => {
    saveSearch(db, viewBody.search_id, search, caller.user, ctx.now());
    return createView(ctx, caller, viewBody as ViewBody);
  })();
}

export const dashboardFacade: EntityFacade = {
  type: TYPE,

  listExcerpts: ({ ctx }) => listViewsOfType(ctx.db, 'DASHBOARD').map((view) => ({ id: view.id, type: TYPE, title: view.title })),

  dependencies(fc, nativeId) {
    const view = dashboardView(fc, nativeId);
    if (!view) return [];
    return streamIdsIn(exported(view, findSearch(fc.ctx.db, view.search_id), NATIVE_IDS))
      .filter((id) => (!SYSTEM_STREAM_IDS.has(id) || id === DEFAULT_STREAM_ID) && findStream(fc.ctx.db, id) !== undefined)
      .map((id) => ({ id, type: STREAM_TYPE }));
  },

  exportEntity(fc, nativeId, exp) {
    const view = dashboardView(fc, nativeId);
    const search = view && findSearch(fc.ctx.db, view.search_id);
    // A dashboard without its search cannot be installed anywhere (Graylog refuses to export it too).
    return view && search ? { title: view.title, data: exported(view, search, exp) } : undefined;
  },

  installDependencies: (entity, pack) => packMembers(pack, streamIdsIn(entityData(entity))),

  findExisting: () => undefined,

  create(entity, ic) {
    const view = install({ data: entityData(entity), type: entity.type }, ic);
    return { id: view.id, title: view.title };
  },

  fingerprint(fc, nativeId) {
    const view = dashboardView(fc, nativeId);
    if (!view) return undefined;
    const data = exported(view, findSearch(fc.ctx.db, view.search_id), NATIVE_IDS);
    // The console saves a new search with every save of a dashboard, unchanged or not: its time says nothing.
    if (isRecord(data.search)) delete data.search.created_at;
    return digest(data);
  },

  delete(fc, nativeId) {
    const view = dashboardView(fc, nativeId);
    if (!view) return;
    fc.ctx.db.transaction(() => {
      removeView(fc.ctx.db, view);
      deleteSearchIfUnused(fc.ctx.db, view.search_id);
    })();
  },
};
