// The catalog (/system/catalog): the entities of this server that can go into a content pack, and the
// resolution of a choice of them into pack entities (with what they depend on, as the server decides).
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { CatalogEntry, ContentPackEntity, ModelType } from './contentPackTypes';

type CatalogActionsType = {
  /** Every entity this server can export. */
  list: () => Promise<Array<CatalogEntry>>,
  /** The chosen entities as pack entities, in Graylog's format for each type, with their dependencies. */
  resolve: (chosen: Array<{ id: string, type: ModelType }>) => Promise<Array<ContentPackEntity>>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const CatalogActions = singletonActions('core.Catalog', () => createActions<CatalogActionsType>(['list', 'resolve']));

export const CatalogStore = singletonStore('core.Catalog', () => createStore({
  listenables: [CatalogActions],
  state: {},

  list() {
    const promise = fetch<{ entities?: Array<CatalogEntry> }>('GET', url(ApiRoutes.CatalogApiController.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((answer) => answer?.entities ?? [], (error: unknown) => reportLoadFailure(error, 'Loading the catalog of entities', 'Could not load the catalog'));
    CatalogActions.list.promise(promise);
  },

  resolve(chosen: Array<{ id: string, type: ModelType }>) {
    const body = { entities: chosen.map(({ id, type }) => ({ id, type })) };
    // A POST that reads: a refusal is the wizard's to show, not a page error.
    const promise = fetch<{ entities?: Array<ContentPackEntity> }>('POST', url(ApiRoutes.CatalogApiController.resolve()), body, WRITE_OPTIONS)
      .then((answer) => answer?.entities ?? [], (error: unknown) => reportWriteFailure(error, 'Resolving the chosen entities', 'Could not resolve entities', {
        toastFieldRefusals: true, toastServerMessage: 400,
      }));
    CatalogActions.resolve.promise(promise);
  },
}));
