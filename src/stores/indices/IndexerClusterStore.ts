// The health of the indexer cluster (Graylog's ClusterHealth): its status and its shards.
import { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

export type ClusterHealth = {
  status: string,
  shards: { active: number, initializing: number, relocating: number, unassigned: number },
};

type IndexerClusterActionsType = {
  /** A polled call: it neither extends the session nor toasts; the caller says in place what failed. */
  health: () => Promise<ClusterHealth>,
};

export const IndexerClusterActions = singletonActions('core.IndexerCluster', () => createActions<IndexerClusterActionsType>(['health']));

export const IndexerClusterStore = singletonStore('core.IndexerCluster', () => createStore({
  listenables: [IndexerClusterActions],
  state: { health: undefined } as { health: ClusterHealth | undefined },

  health() {
    const promise = fetchPeriodically<ClusterHealth>('GET', qualifyApiUrl(ApiRoutes.IndexerClusterApiController.health().url)).then((health) => {
      this.setState({ health });
      return health;
    });
    IndexerClusterActions.health.promise(promise);
  },
}));
