import { useEffect, useRef } from 'react';

/** The shortest refresh interval offered: the server is asked at most once a second. */
export const MIN_REFRESH_MS = 1000;

const isHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * Calls `refresh` every `intervalMs` (null: never), counting from when the previous refresh finished, so
 * that a slow search never piles up. Paused while the tab is hidden and while `paused` (the server is
 * away: each refresh would only fail); when either ends, the next refresh follows after one interval.
 */
const useAutoRefresh = (intervalMs: number | null, refresh: () => Promise<unknown>, paused = false) => {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (intervalMs === null || paused) return undefined;
    const every = Math.max(intervalMs, MIN_REFRESH_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || isHidden()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (stopped || isHidden()) return;
        refreshRef.current().catch(() => {}).finally(schedule);
      }, every);
    };
    const onVisibility = () => {
      if (isHidden()) {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) {
        schedule();
      }
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, paused]);
};

export default useAutoRefresh;
