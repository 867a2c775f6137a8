// How many messages the server holds in all (GET /count/total), for overviews and plugins.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

type CountsActionsType = {
  /** The number of stored messages, in every index. */
  total: () => Promise<number>,
};

export type CountsState = { total: number | undefined };

export const CountsActions = singletonActions('core.Counts', () => createActions<CountsActionsType>(['total']));

export const CountsStore = singletonStore('core.Counts', () => createStore({
  listenables: [CountsActions],
  state: { total: undefined } as CountsState,

  total() {
    const promise = fetch<{ events: number }>('GET', qualifyApiUrl(ApiRoutes.CountsApiController.total().url), undefined, { reportPageErrors: false })
      .then(({ events }) => {
        this.setState({ total: events });
        return events;
      }, (error: unknown) => reportLoadFailure(error, 'Loading the message count', 'Could not load message count'));
    CountsActions.total.promise(promise);
  },
}));
