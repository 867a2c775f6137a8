import { useEffect } from 'react';

import { useStore } from '@/stores/connect';
import { InputStatesActions } from '@/stores/inputs/InputStatesStore';
import { METRICS_POLL_INTERVAL_MS } from '@/stores/metrics/MetricsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';

/** States are asked for as often as the metrics, so that a row's state and figures are equally fresh. */
export const INPUT_STATES_POLL_INTERVAL_MS = METRICS_POLL_INTERVAL_MS;

/**
 * Loads the input states when the calling page mounts (a failure is toasted), then keeps them current while
 * it is mounted and a session is logged in. A turn that comes while the last request is still on its way
 * sends nothing.
 */
export const useInputStatesPolling = (intervalMs: number = INPUT_STATES_POLL_INTERVAL_MS): void => {
  const loggedIn = useStore(SessionStore, (state) => state.sessionId !== undefined);

  useEffect(() => {
    InputStatesActions.list().catch(() => {});
  }, []);

  useEffect(() => {
    if (!loggedIn) {
      return undefined;
    }
    let pending = false;
    const timer = setInterval(() => {
      if (pending) return;
      pending = true;
      InputStatesActions.refresh().catch(() => {}).then(() => { pending = false; });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [loggedIn, intervalMs]);
};

export default useInputStatesPolling;
