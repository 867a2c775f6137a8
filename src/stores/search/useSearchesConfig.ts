import { useEffect } from 'react';

import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import { useStore } from '@/stores/connect';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

import { SearchesConfigActions, SearchesConfigStore } from './SearchesConfigStore';

/** The search configuration to honour: Graylog's defaults until the server's is known (asked once per session, again after a failure). */
const useSearchesConfig = (): SearchesClusterConfig => {
  const config = useStore(SearchesConfigStore, (state) => state.config);
  useEffect(() => {
    SearchesConfigActions.load();
  }, []);
  // A load that failed while the server was away is asked again once it is back (a loaded one is kept).
  useReloadOnReconnect(() => { SearchesConfigActions.load(); });
  return config;
};

export default useSearchesConfig;
