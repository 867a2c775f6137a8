// Whether the getting-started guide is still to be shown, and dismissing it for good.
import { errorMessage } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

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
    }, (error: unknown) => {
      UserNotification.error(`Loading the getting started status failed with status: ${errorMessage(error)}`, 'Could not load getting started status');
      throw error;
    });
    GettingStartedActions.getStatus.promise(promise);
  },

  dismiss() {
    const url = qualifyApiUrl(ApiRoutes.GettingStartedApiController.dismiss().url);
    const promise = fetch<void>('POST', url, {}).then(() => {
      this.setState({ status: { show: false, dismissed_in_version: this.state.status?.dismissed_in_version ?? null } });
    }, (error: unknown) => {
      UserNotification.error(`Dismissing the guide failed with status: ${errorMessage(error)}`, 'Could not dismiss the getting started guide');
      throw error;
    });
    GettingStartedActions.dismiss.promise(promise);
  },
}));
