// Lookup table caches: what a table keeps of its adapter's answers.
// The store keeps nothing: pages hold what they show.
import { singletonActions, singletonStore } from '@/logic/singleton';
import type { PaginatedRequest } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';

import type { ConfiguredEntityCalls } from './configuredEntityCalls';
import { configuredEntityCalls } from './configuredEntityCalls';
import type { ConfiguredEntity, ConfiguredEntityRequest } from './lookupPayloads';

const calls = configuredEntityCalls('cache');

type ActionsType = ConfiguredEntityCalls;

export const LookupTableCachesActions = singletonActions('core.LookupTableCaches', () => createActions<ActionsType>([
  'searchPaginated', 'listAll', 'get', 'create', 'update', 'delete', 'validate', 'getTypes',
]));

export const LookupTableCachesStore = singletonStore('core.LookupTableCaches', () => createStore({
  listenables: [LookupTableCachesActions],
  state: {} as Record<string, never>,
  searchPaginated(request: PaginatedRequest) { LookupTableCachesActions.searchPaginated.promise(calls.searchPaginated(request)); },
  listAll() { LookupTableCachesActions.listAll.promise(calls.listAll()); },
  get(idOrName: string) { LookupTableCachesActions.get.promise(calls.get(idOrName)); },
  create(entity: ConfiguredEntityRequest) { LookupTableCachesActions.create.promise(calls.create(entity)); },
  update(entity: ConfiguredEntity) { LookupTableCachesActions.update.promise(calls.update(entity)); },
  delete(entity: ConfiguredEntity) { LookupTableCachesActions.delete.promise(calls.delete(entity)); },
  validate(entity: ConfiguredEntityRequest) { LookupTableCachesActions.validate.promise(calls.validate(entity)); },
  getTypes() { LookupTableCachesActions.getTypes.promise(calls.getTypes()); },
}));
