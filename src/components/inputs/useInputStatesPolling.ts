import { useEffect } from 'react';

import usePolling from '@/stores/polling/usePolling';
import { InputStatesActions } from '@/stores/inputs/InputStatesStore';
import { METRICS_POLL_INTERVAL_MS } from '@/stores/metrics/MetricsStore';

/** States are asked for as often as the metrics, so that a row's state and figures are equally fresh. */
export const INPUT_STATES_POLL_INTERVAL_MS = METRICS_POLL_INTERVAL_MS;

const refresh = () => InputStatesActions.refresh().catch(() => {});

/**
 * Loads the input states when the calling page mounts (a failure is toasted), then keeps them current under
 * the console's polling rules (visible tab, logged in, no turn while the last request is on its way).
 */
export const useInputStatesPolling = (intervalMs: number = INPUT_STATES_POLL_INTERVAL_MS): void => {
  useEffect(() => {
    InputStatesActions.list().catch(() => {});
  }, []);

  usePolling(refresh, intervalMs);
};

export default useInputStatesPolling;
