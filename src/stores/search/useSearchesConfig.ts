import { useEffect } from 'react';

import type { SearchesClusterConfig } from '@/stores/configurations/clusterConfigTypes';
import { useStore } from '@/stores/connect';

import { SearchesConfigActions, SearchesConfigStore } from './SearchesConfigStore';

/** The search configuration to honour: Graylog's defaults until the server's is known (asked once per session). */
const useSearchesConfig = (): SearchesClusterConfig => {
  const config = useStore(SearchesConfigStore, (state) => state.config);
  useEffect(() => {
    SearchesConfigActions.load();
  }, []);
  return config;
};

export default useSearchesConfig;
