// Lookup table data adapters: where a table's values come from (a CSV file, an HTTP service, DNS, a fixed list).
// The store keeps nothing: pages hold what they show.
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedRequest } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';

import type { ConfiguredEntityCalls } from './configuredEntityCalls';
import { configuredEntityCalls } from './configuredEntityCalls';
import { lookupWith } from './lookupCall';
import type { ConfiguredEntity, ConfiguredEntityRequest, LookupResult } from './lookupPayloads';

const calls = configuredEntityCalls('adapter');

type ActionsType = ConfiguredEntityCalls & {
  /** What the adapter itself answers for `key`, without a table's cache or defaults. */
  lookup: (adapterName: string, key: string) => Promise<LookupResult>,
};

export const LookupTableDataAdaptersActions = singletonActions('core.LookupTableDataAdapters', () => createActions<ActionsType>([
  'searchPaginated', 'listAll', 'get', 'create', 'update', 'delete', 'validate', 'getTypes', 'lookup',
]));

export const LookupTableDataAdaptersStore = singletonStore('core.LookupTableDataAdapters', () => createStore({
  listenables: [LookupTableDataAdaptersActions],
  state: {} as Record<string, never>,
  searchPaginated(request: PaginatedRequest) { LookupTableDataAdaptersActions.searchPaginated.promise(calls.searchPaginated(request)); },
  listAll() { LookupTableDataAdaptersActions.listAll.promise(calls.listAll()); },
  get(idOrName: string) { LookupTableDataAdaptersActions.get.promise(calls.get(idOrName)); },
  create(entity: ConfiguredEntityRequest) { LookupTableDataAdaptersActions.create.promise(calls.create(entity)); },
  update(entity: ConfiguredEntity) { LookupTableDataAdaptersActions.update.promise(calls.update(entity)); },
  delete(entity: ConfiguredEntity) { LookupTableDataAdaptersActions.delete.promise(calls.delete(entity)); },
  validate(entity: ConfiguredEntityRequest) { LookupTableDataAdaptersActions.validate.promise(calls.validate(entity)); },
  getTypes() { LookupTableDataAdaptersActions.getTypes.promise(calls.getTypes()); },
  lookup(adapterName: string, key: string) {
    LookupTableDataAdaptersActions.lookup.promise(lookupWith(
      ApiRoutes.LookupTablesApiController.queryAdapter(adapterName, key),
      `Could not lookup value for key "${key}" in lookup table data adapter "${adapterName}"`,
    ));
  },
}));
