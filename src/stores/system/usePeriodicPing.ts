import { useCallback, useEffect, useRef } from 'react';

import { startPolling } from '@/stores/polling/poll';
import { useStore } from '@/stores/connect';

import { PING_INTERVAL_MS, ServerAvailabilityActions, ServerAvailabilityStore } from './ServerAvailabilityStore';

export type PeriodicPing = {
  /** When the next ping is due (epoch milliseconds). A function, so that the countdown re-renders, not the console. */
  nextPingAt: () => number,
  /** Pings at once and starts the interval over; resolves when the answer (or its absence) is in. */
  pingNow: () => Promise<void>,
};

const ping = () => ServerAvailabilityActions.ping().catch(() => {});

/**
 * Asks the server whether it is there every `intervalMs` for as long as the calling component is mounted,
 * under the console's polling rules: not while the tab is hidden, not while logged out, at once when either
 * ends. Unlike every other poll it goes on while the server is marked unavailable: it is what notices the
 * server is back. While the server is away it pings logged out too, so that the outage dialog over the login page goes
 * away by itself. A failed ping marks the server unavailable and a successful one clears that, through the
 * fetch layer. No ping starts while the previous one waits for its answer (at most PING_TIMEOUT_MS).
 */
export const usePeriodicPing = (intervalMs: number = PING_INTERVAL_MS): PeriodicPing => {
  const serverUp = useStore(ServerAvailabilityStore, (state) => state.server.up);
  const nextPingAt = useRef(Date.now() + intervalMs);
  const stopPolling = useRef<(() => void) | undefined>(undefined);

  const start = useCallback(() => {
    stopPolling.current?.();
    nextPingAt.current = Date.now() + intervalMs;
    stopPolling.current = startPolling(() => {
      nextPingAt.current = Date.now() + intervalMs;
      return ping();
    }, intervalMs, { whileLoggedOut: !serverUp, whileServerUnavailable: true });
  }, [intervalMs, serverUp]);

  useEffect(() => {
    start();
    return () => {
      stopPolling.current?.();
      stopPolling.current = undefined;
    };
  }, [start]);

  const pingNow = useCallback(async () => {
    if (stopPolling.current) {
      start();
    }
    await ping();
  }, [start]);

  const getNextPingAt = useCallback(() => nextPingAt.current, []);

  return { nextPingAt: getNextPingAt, pingNow };
};

export default usePeriodicPing;
