import { useEffect, useRef } from 'react';

import { useStore } from '@/stores/connect';

import type { MetricsByNode } from './MetricsStore';
import { MetricsActions, MetricsStore } from './MetricsStore';

/**
 * How long changed names must stay the same before they are asked for: names that follow typing (the metrics
 * filter) would otherwise cost a request per keystroke.
 */
export const METRIC_NAMES_SETTLE_MS = 300;

/**
 * The metrics of every node, kept current (polled) for as long as the calling component is mounted and
 * names `names`. Undefined until the first answer. The first names are asked for at once, changed ones once
 * they have settled.
 */
export const useMetrics = (names: ReadonlyArray<string>): MetricsByNode | undefined => {
  // One subscription per distinct set of names, however often the caller builds a new array.
  const key = names.join('\n');
  const subscribedBefore = useRef(false);
  useEffect(() => {
    const subscribed = key === '' ? [] : key.split('\n');
    if (subscribed.length === 0) {
      return undefined;
    }
    let added = false;
    const add = () => {
      added = true;
      MetricsActions.add(subscribed);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (subscribedBefore.current) {
      timer = setTimeout(add, METRIC_NAMES_SETTLE_MS);
    } else {
      subscribedBefore.current = true;
      add();
    }
    return () => {
      clearTimeout(timer);
      if (added) MetricsActions.remove(subscribed);
    };
  }, [key]);
  return useStore(MetricsStore, (state) => state.metricsByNode);
};

export default useMetrics;
