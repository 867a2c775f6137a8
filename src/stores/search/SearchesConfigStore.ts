// The search configuration (Graylog's SearchesClusterConfig) as the search screens honour it: the relative
// ranges offered, the longest range allowed, the surrounding-messages options and the fields not to analyse.
// Loaded once per session (again after a failure other than a refusal), quietly: a user who may not read cluster configurations (a Reader lacks
// clusterconfigentry:read) searches with Graylog's defaults, as Graylog's console does. A save on the
// configurations page replaces it at once.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { ClusterConfigActions } from '@/stores/configurations/ClusterConfigStore';
import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import { CLUSTER_CONFIG_DEFAULTS, SEARCHES_CLUSTER_CONFIG, withDefaults } from '@/stores/configurations/clusterConfigTypes';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { createActions, createStore } from '@/stores/StoreTypes';
import { SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

export type SearchesConfigState = { config: SearchesClusterConfig };

type SearchesConfigActionsType = {
  /** The configuration, asked of the server once per session; the defaults when it cannot be read. */
  load: () => Promise<SearchesClusterConfig>,
};

export const DEFAULT_SEARCHES_CONFIG: SearchesClusterConfig = CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG];

/** Whether a saved cluster configuration is the search one: only it has relative range options. */
const isSearchesConfig = (saved: unknown): saved is SearchesClusterConfig => (
  typeof saved === 'object' && saved !== null && 'relative_timerange_options' in saved && 'surrounding_filter_fields' in saved
);

export const SearchesConfigActions = singletonActions('core.SearchesConfig', () => createActions<SearchesConfigActionsType>(['load']));

export const SearchesConfigStore = singletonStore('core.SearchesConfig', () => {
  /** The session the loaded (or loading) configuration belongs to. */
  let loadedFor: string | undefined;
  let loading: Promise<SearchesClusterConfig> | undefined;

  const store = createStore({
    listenables: [SearchesConfigActions],
    state: { config: DEFAULT_SEARCHES_CONFIG } as SearchesConfigState,

    load() {
      const { sessionId } = SessionStore.getInitialState();
      if (!loading || loadedFor !== sessionId) {
        loadedFor = sessionId;
        const url = qualifyApiUrl(ApiRoutes.ClusterConfigApiController.get(SEARCHES_CLUSTER_CONFIG).url);
        const request: Promise<SearchesClusterConfig> = fetch<Partial<SearchesClusterConfig> | undefined>('GET', url, undefined, SIDE_LOAD_OPTIONS)
          .then((answer) => withDefaults(SEARCHES_CLUSTER_CONFIG, answer), (error: unknown) => {
            // Not permitted is the answer for the whole session; anything else (the server away, a failure) is
            // not, so the next load asks again rather than searching with the defaults until logout.
            if (!(error instanceof FetchError && error.status === 403) && loading === request) loading = undefined;
            return DEFAULT_SEARCHES_CONFIG;
          })
          .then((config) => {
            // An answer for a session that has since ended is not this user's.
            if (loadedFor === sessionId && SessionStore.getInitialState().sessionId === sessionId) this.setState({ config });
            return this.state.config;
          });
        loading = request;
      }
      SearchesConfigActions.load.promise(loading);
    },
  });

  ClusterConfigActions.update.completed.listen((saved) => {
    if (isSearchesConfig(saved)) store.setState({ config: saved });
  });
  // Another user may see another configuration (or none): the next session asks again.
  SessionStore.listen((session) => {
    if (session.sessionId !== loadedFor) {
      loading = undefined;
      loadedFor = undefined;
      if (store.state.config !== DEFAULT_SEARCHES_CONFIG) store.setState({ config: DEFAULT_SEARCHES_CONFIG });
    }
  }, null);
  return store;
});
