import { useEffect } from 'react';

import { useStore } from '@/stores/connect';

import type { MetricsByNode } from './MetricsStore';
import { MetricsActions, MetricsStore } from './MetricsStore';

/**
 * The metrics of every node, kept current (polled) for as long as the calling component is mounted and
 * names `names`. Undefined until the first answer.
 */
export const useMetrics = (names: ReadonlyArray<string>): MetricsByNode | undefined => {
  // One subscription per distinct set of names, however often the caller builds a new array.
  const key = names.join('\n');
  useEffect(() => {
    const subscribed = key === '' ? [] : key.split('\n');
    if (subscribed.length === 0) {
      return undefined;
    }
    MetricsActions.add(subscribed);
    return () => { MetricsActions.remove(subscribed); };
  }, [key]);
  return useStore(MetricsStore, (state) => state.metricsByNode);
};

export default useMetrics;
