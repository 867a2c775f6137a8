import { useCallback, useEffect, useRef, useState } from 'react';

import { startPolling, tabVisible } from '@/stores/polling/poll';
import { useStore } from '@/stores/connect';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';

/** The shortest refresh interval offered: the server is asked at most once a second. */
export const MIN_REFRESH_MS = 1000;

const useTabHidden = () => {
  const [hidden, setHidden] = useState(() => !tabVisible());
  useEffect(() => {
    const follow = () => setHidden(!tabVisible());
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  return hidden;
};

export type AutoRefresh = {
  /** When the next refresh runs (epoch ms); undefined while off, paused or while a refresh runs. */
  nextAt: number | undefined,
  /** Why refreshing waits although it is on: a hidden tab, or a server that does not answer. */
  pausedFor: 'hidden tab' | 'server unavailable' | undefined,
  /** Counts a full interval from now, e.g. after a refresh the user asked for. */
  restart: () => void,
};

/**
 * Calls `refresh` every `intervalMs` (null: never) under the console's polling rules, counting from when the
 * previous refresh finished, so that a slow search never piles up. Paused while the tab is hidden, so a
 * screen switched to another tab searches nothing, and refreshed at once when it shows again; paused while
 * the server is unavailable, where each refresh would only fail (the console's unavailable dialog says so),
 * and going on one full interval after it is back.
 */
const useAutoRefresh = (intervalMs: number | null, refresh: () => unknown): AutoRefresh => {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const hidden = useTabHidden();
  const serverUp = useStore(ServerAvailabilityStore, (state) => state.server.up);
  const [nextAt, setNextAt] = useState<number | undefined>();
  const [restarts, setRestarts] = useState(0);

  let pausedFor: AutoRefresh['pausedFor'];
  if (hidden) pausedFor = 'hidden tab';
  else if (!serverUp) pausedFor = 'server unavailable';

  useEffect(() => {
    if (intervalMs === null || !serverUp) {
      setNextAt(undefined);
      return undefined;
    }
    const every = Math.max(intervalMs, MIN_REFRESH_MS);
    let stopped = false;
    setNextAt(Date.now() + every);
    const stop = startPolling(() => {
      setNextAt(undefined);
      // A refresh that throws counts as finished like one that fails.
      return (async () => refreshRef.current())().catch(() => {}).finally(() => {
        if (!stopped) setNextAt(Date.now() + every);
      });
    }, every);
    return () => {
      stopped = true;
      stop();
    };
  }, [intervalMs, serverUp, restarts]);

  const restart = useCallback(() => setRestarts((count) => count + 1), []);
  return { nextAt: pausedFor ? undefined : nextAt, pausedFor, restart };
};

/**
 * Whole seconds until `nextAt`, counted down once a second: for a countdown on screen. Apart from
 * useAutoRefresh, so that only the component showing the countdown renders again each second.
 */
export const useSecondsLeft = (nextAt: number | undefined): number | undefined => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (nextAt === undefined) return undefined;
    const ticker = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(ticker);
  }, [nextAt]);
  return nextAt === undefined ? undefined : Math.max(0, Math.ceil((nextAt - Date.now()) / 1000));
};

export default useAutoRefresh;
