// What the server offers for event definitions: condition (processor) types, custom field value providers
// (`template-v1`, `lookup-v1`), storage handlers and aggregation functions. Loaded once and kept: it only
// changes when the server is upgraded.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

export type EventEntityTypes = {
  processor_types: Array<string>,
  field_provider_types: Array<string>,
  storage_handler_types: Array<string>,
  aggregation_functions: Array<string>,
};

export type EntityTypesState = { entityTypes: EventEntityTypes | undefined };

type EntityTypesActionsType = {
  /** The kept answer when there is one; a failure is toasted and the next call asks again. */
  get: () => Promise<EventEntityTypes>,
};

export const EntityTypesActions = singletonActions('core.EventEntityTypes', () => createActions<EntityTypesActionsType>(['get']));

export const EntityTypesStore = singletonStore('core.EventEntityTypes', () => createStore({
  listenables: [EntityTypesActions],
  state: { entityTypes: undefined } as EntityTypesState,

  get() {
    const kept = this.state.entityTypes;
    const promise = kept ? Promise.resolve(kept) : fetch<EventEntityTypes>('GET', qualifyApiUrl(ApiRoutes.EntityTypesApiController.get().url), undefined, SIDE_LOAD_OPTIONS)
      .then((entityTypes) => {
        this.setState({ entityTypes });
        return entityTypes;
      }, (error: unknown) => reportLoadFailure(error, 'Loading the event entity types', 'Could not retrieve event entity types'));
    EntityTypesActions.get.promise(promise);
  },
}));
