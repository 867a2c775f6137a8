// Whether the getting-started guide is still to be shown, and dismissing it for good.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

export type GettingStartedStatus = { show: boolean, dismissed_in_version: string | null };

export type GettingStartedState = { status: GettingStartedStatus | undefined };

type GettingStartedActionsType = {
  getStatus: () => Promise<GettingStartedStatus>,
  dismiss: () => Promise<void>,
};

export const GettingStartedActions = singletonActions('core.GettingStarted', () => (
  createActions<GettingStartedActionsType>(['getStatus', 'dismiss'])
));

export const GettingStartedStore = singletonStore('core.GettingStarted', () => createStore({
  listenables: [GettingStartedActions],
  state: { status: undefined } as GettingStartedState,

  getStatus() {
    const url = qualifyApiUrl(ApiRoutes.GettingStartedApiController.status().url);
    const promise = fetch<GettingStartedStatus>('GET', url).then((status) => {
      this.setState({ status });
      return status;
    }, (error: unknown) => reportLoadFailure(error, 'Loading the getting started status', 'Could not load getting started status'));
    GettingStartedActions.getStatus.promise(promise);
  },

  dismiss() {
    const url = qualifyApiUrl(ApiRoutes.GettingStartedApiController.dismiss().url);
    const promise = fetch<void>('POST', url, {}).then(() => {
      this.setState({ status: { show: false, dismissed_in_version: this.state.status?.dismissed_in_version ?? null } });
    }, (error: unknown) => reportWriteFailure(error, 'Dismissing the guide', 'Could not dismiss the getting started guide'));
    GettingStartedActions.dismiss.promise(promise);
  },
}));
