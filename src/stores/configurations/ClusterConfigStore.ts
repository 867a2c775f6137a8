// Cluster configurations under /system/cluster_config/{class}, read and written whole. The store keeps
// nothing: the configurations page holds what it shows.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { ClusterConfigClass, ClusterConfigs } from './clusterConfigTypes';
import { SEARCHES_CLUSTER_CONFIG, withDefaults } from './clusterConfigTypes';

type ClusterConfigActionsType = {
  /** The class's current value, its defaults where never saved. A failure is toasted; the page says it in place. */
  get: <C extends ClusterConfigClass>(configClass: C) => Promise<ClusterConfigs[C]>,
  /** Saves the whole value; a refusal naming its fields is left to the form. */
  update: <C extends ClusterConfigClass>(configClass: C, config: ClusterConfigs[C]) => Promise<ClusterConfigs[C]>,
};

/** The catalogue names a failed search configuration update apart from the others. */
const updateFailureTitle = (configClass: ClusterConfigClass) => (
  configClass === SEARCHES_CLUSTER_CONFIG ? 'Could not update search config' : 'Could not update config'
);

export const ClusterConfigActions = singletonActions('core.ClusterConfig', () => createActions<ClusterConfigActionsType>(['get', 'update']));

export const ClusterConfigStore = singletonStore('core.ClusterConfig', () => createStore({
  listenables: [ClusterConfigActions],
  state: {} as Record<string, never>,

  get<C extends ClusterConfigClass>(configClass: C) {
    const url = qualifyApiUrl(ApiRoutes.ClusterConfigApiController.get(configClass).url);
    // Each configuration's section says in place when this fails: no toast.
    const promise = fetch<Partial<ClusterConfigs[C]> | undefined>('GET', url, undefined, SIDE_LOAD_OPTIONS).then((answer) => withDefaults(configClass, answer));
    ClusterConfigActions.get.promise(promise);
  },

  update<C extends ClusterConfigClass>(configClass: C, config: ClusterConfigs[C]) {
    const url = qualifyApiUrl(ApiRoutes.ClusterConfigApiController.update(configClass).url);
    const promise = fetch<Partial<ClusterConfigs[C]> | undefined>('PUT', url, config, WRITE_OPTIONS).then((saved) => {
      UserNotification.success('Configuration updated successfully');
      // Graylog answers 202 with what it stored; an empty answer means it stored what was sent.
      return withDefaults(configClass, saved ?? config);
    }, (error: unknown) => reportWriteFailure(error, 'Configuration update', updateFailureTitle(configClass)));
    ClusterConfigActions.update.promise(promise);
  },
}));
