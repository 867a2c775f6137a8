import { useEffect, useRef } from 'react';

import { PollingOptions, PollTick, startPolling } from './poll';

/**
 * Polls with `tick` every `intervalMs` while the calling component is mounted and `enabled` holds, under the
 * rules of startPolling (visible tab, logged in, server available, no overlap). Like startPolling, the first turn comes after one
 * interval unless `options.immediately` (a page usually loads on mount by itself). The latest `tick` is always
 * the one called: a new function each render does not restart the polling.
 */
export const usePolling = (
  tick: PollTick,
  intervalMs: number,
  enabled: boolean = true,
  options: PollingOptions = {},
): void => {
  const latestTick = useRef(tick);
  latestTick.current = tick;
  const immediately = options.immediately ?? false;
  const whileLoggedOut = options.whileLoggedOut ?? false;
  const whileServerUnavailable = options.whileServerUnavailable ?? false;

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    return startPolling(() => latestTick.current(), intervalMs, { immediately, whileLoggedOut, whileServerUnavailable });
  }, [enabled, intervalMs, immediately, whileLoggedOut, whileServerUnavailable]);
};

export default usePolling;
