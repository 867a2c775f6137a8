import { useCallback, useEffect, useRef } from 'react';

import { PING_INTERVAL_MS, ServerAvailabilityActions } from './ServerAvailabilityStore';

export type PeriodicPing = {
  /** When the next ping is due (epoch milliseconds). A function, so that the countdown re-renders, not the console. */
  nextPingAt: () => number,
  /** Pings at once and starts the interval over; resolves when the answer (or its absence) is in. */
  pingNow: () => Promise<void>,
};

/**
 * Asks the server whether it is there every `intervalMs` for as long as the calling component is mounted.
 * A failed ping marks the server unavailable and a successful one clears that, through the fetch layer.
 * A turn that comes while the previous ping still waits for its answer sends nothing: the store answers it
 * with the ping under way (ServerAvailabilityStore.ping), which gives up after PING_TIMEOUT_MS.
 */
export const usePeriodicPing = (intervalMs: number = PING_INTERVAL_MS): PeriodicPing => {
  const nextPingAt = useRef(Date.now() + intervalMs);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(false);

  const schedule = useCallback(() => {
    window.clearInterval(timer.current);
    nextPingAt.current = Date.now() + intervalMs;
    timer.current = window.setInterval(() => {
      nextPingAt.current = Date.now() + intervalMs;
      ServerAvailabilityActions.ping().catch(() => {});
    }, intervalMs);
  }, [intervalMs]);

  useEffect(() => {
    mounted.current = true;
    schedule();
    return () => {
      mounted.current = false;
      window.clearInterval(timer.current);
    };
  }, [schedule]);

  const pingNow = useCallback(async () => {
    if (mounted.current) {
      schedule();
    }
    await ServerAvailabilityActions.ping().catch(() => {});
  }, [schedule]);

  const getNextPingAt = useCallback(() => nextPingAt.current, []);

  return { nextPingAt: getNextPingAt, pingNow };
};

export default usePeriodicPing;
