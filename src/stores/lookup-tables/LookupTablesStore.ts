// Lookup tables: a name that rules, extractors and converters look values up in, backed by a data adapter
// and a cache. Also the runtime error states of tables, caches and adapters. The store keeps nothing.
import { isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { validateWith } from './configuredEntityCalls';
import { lookupWith } from './lookupCall';
import { reportLookupLoadFailure, reportLookupWriteFailure } from './lookupFailures';
import type {
  ErrorStates, ErrorStatesRequest, LookupCache, LookupDataAdapter, LookupResult, LookupTable, LookupTableRequest, ValidationErrors,
} from './lookupPayloads';
import { pageAll } from './pageAll';

/** The caches and adapters the tables on a page use, by id (the answer of `resolve=true`). */
export type ResolvedParts = { caches: { [id: string]: LookupCache }, dataAdapters: { [id: string]: LookupDataAdapter } };

export type LookupTablesPage = PaginatedList<LookupTable> & ResolvedParts;

/** One table with its cache and adapter; either is missing when it was deleted behind the table's back. */
export type ResolvedLookupTable = { table: LookupTable, cache?: LookupCache, dataAdapter?: LookupDataAdapter };

type TablesResponse = PaginatedResponse & {
  lookup_tables?: Array<LookupTable>,
  caches?: { [id: string]: LookupCache },
  data_adapters?: { [id: string]: LookupDataAdapter },
};

type LookupTablesActionsType = {
  /** One page with the caches and adapters its tables use; no toast on failure (the list says it). */
  searchPaginated: (request: PaginatedRequest) => Promise<LookupTablesPage>,
  /** Every table, by title, for pickers (extractors, converters); no toast on failure (the picker says it). */
  listAll: () => Promise<Array<LookupTable>>,
  get: (idOrName: string) => Promise<ResolvedLookupTable>,
  create: (table: LookupTableRequest) => Promise<LookupTable>,
  update: (table: LookupTable) => Promise<LookupTable>,
  delete: (table: LookupTable) => Promise<void>,
  validate: (table: LookupTableRequest) => Promise<ValidationErrors>,
  /** What the table answers for `key`: through its cache, with its defaults. */
  lookup: (tableName: string, key: string) => Promise<LookupResult>,
  purgeKey: (table: LookupTable, key: string) => Promise<void>,
  purgeAll: (table: LookupTable) => Promise<void>,
  /** Why the named tables, caches and adapters fail right now. No toast: the lists say it where they would show them. */
  getErrors: (request: ErrorStatesRequest) => Promise<ErrorStates>,
};

const routes = ApiRoutes.LookupTablesApiController;
const url = (path: { url: string }) => qualifyApiUrl(path.url);

const searchPaginated = (request: PaginatedRequest): Promise<LookupTablesPage> => (
  fetch<TablesResponse>('GET', `${qualifyApiUrl(paginatedPath(routes.tables().url, request))}&resolve=true`, undefined, SIDE_LOAD_OPTIONS)
    .then((response) => ({
      ...toPaginatedList(response.lookup_tables ?? [], response),
      caches: response.caches ?? {},
      dataAdapters: response.data_adapters ?? {},
    }))
);

export const LookupTablesActions = singletonActions('core.LookupTables', () => createActions<LookupTablesActionsType>([
  'searchPaginated', 'listAll', 'get', 'create', 'update', 'delete', 'validate', 'lookup', 'purgeKey', 'purgeAll', 'getErrors',
]));

export const LookupTablesStore = singletonStore('core.LookupTables', () => createStore({
  listenables: [LookupTablesActions],
  state: {} as Record<string, never>,

  searchPaginated(request: PaginatedRequest) {
    LookupTablesActions.searchPaginated.promise(searchPaginated(request));
  },

  listAll() {
    LookupTablesActions.listAll.promise(pageAll(searchPaginated));
  },

  get(idOrName: string) {
    const promise = fetch<TablesResponse>('GET', `${url(routes.table(idOrName))}?resolve=true`).then((response) => {
      const table = response.lookup_tables?.[0];
      if (!table) throw new Error(`The server sent no lookup table ${idOrName}.`);
      return { table, cache: response.caches?.[table.cache_id], dataAdapter: response.data_adapters?.[table.data_adapter_id] };
    }).catch((error: unknown) => {
      if (isPageError(error)) throw error;
      return reportLookupLoadFailure(error, `Fetching lookup table ${idOrName}`, 'Could not retrieve lookup table');
    });
    LookupTablesActions.get.promise(promise);
  },

  create(table: LookupTableRequest) {
    const promise = fetch<LookupTable>('POST', url(routes.tables()), table, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Lookup table "${table.title}" was created successfully.`);
      return created;
    }, (error: unknown) => reportLookupWriteFailure(error, 'Creating lookup table', `Could not create lookup table "${table.name}"`));
    LookupTablesActions.create.promise(promise);
  },

  update(table: LookupTable) {
    const promise = fetch<LookupTable>('PUT', url(routes.table(table.id)), table, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Lookup table "${table.title}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportLookupWriteFailure(error, 'Updating lookup table', `Could not update lookup table "${table.name}"`));
    LookupTablesActions.update.promise(promise);
  },

  delete(table: LookupTable) {
    const promise = fetch('DELETE', url(routes.table(table.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Lookup table "${table.title}" was deleted successfully.`);
    }, (error: unknown) => reportLookupWriteFailure(error, 'Deleting lookup table', `Could not delete lookup table "${table.name}"`));
    LookupTablesActions.delete.promise(promise);
  },

  validate(table: LookupTableRequest) {
    LookupTablesActions.validate.promise(validateWith(url(routes.validateTable()), table, 'Lookup table validation', `Could not validate lookup table "${table.name}"`));
  },

  lookup(tableName: string, key: string) {
    LookupTablesActions.lookup.promise(lookupWith(routes.queryTable(tableName, key), `Could not lookup value for key "${key}" in lookup table "${tableName}"`));
  },

  purgeKey(table: LookupTable, key: string) {
    const promise = fetch('POST', url(routes.purge(table.id, key)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Purging cache key "${key}" for lookup table "${table.name}"`, 'Success!');
    }, (error: unknown) => reportLookupWriteFailure(error, `Purging cache key "${key}" for lookup table "${table.name}"`, 'Failed!'));
    LookupTablesActions.purgeKey.promise(promise);
  },

  purgeAll(table: LookupTable) {
    const promise = fetch('POST', url(routes.purge(table.id)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Purging cache for lookup table "${table.name}"`, 'Success!');
    }, (error: unknown) => reportLookupWriteFailure(error, `Purging cache for lookup table "${table.name}"`, 'Failed!'));
    LookupTablesActions.purgeAll.promise(promise);
  },

  getErrors(request: ErrorStatesRequest) {
    const promise = fetch<Partial<ErrorStates>>('POST', url(routes.errorStates()), request, SIDE_LOAD_OPTIONS).then((response) => ({
      tables: response.tables ?? {},
      caches: response.caches ?? {},
      data_adapters: response.data_adapters ?? {},
    }));
    LookupTablesActions.getErrors.promise(promise);
  },
}));
