import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Counts down from `intervalSeconds` while `running` and the tab is visible, calls `onElapsed` at zero and
 * starts over. A hidden tab pauses it, so a wall screen switched to another tab searches nothing.
 */
const useRefreshCountdown = (intervalSeconds: number, running: boolean, onElapsed: () => void): { secondsLeft: number, hidden: boolean, restart: () => void } => {
  const [secondsLeft, setSecondsLeft] = useState(intervalSeconds);
  const left = useRef(intervalSeconds);
  const [hidden, setHidden] = useState(typeof document !== 'undefined' && document.hidden);
  const onElapsedRef = useRef(onElapsed);
  onElapsedRef.current = onElapsed;

  useEffect(() => {
    left.current = intervalSeconds;
    setSecondsLeft(intervalSeconds);
  }, [intervalSeconds]);

  useEffect(() => {
    const follow = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);

  useEffect(() => {
    if (!running || hidden) return undefined;
    const timer = setInterval(() => {
      left.current -= 1;
      if (left.current <= 0) {
        left.current = intervalSeconds;
        onElapsedRef.current();
      }
      setSecondsLeft(left.current);
    }, 1000);
    return () => clearInterval(timer);
  }, [running, hidden, intervalSeconds]);

  /** Starts the count over, e.g. after a refresh the user asked for. */
  const restart = useCallback(() => {
    left.current = intervalSeconds;
    setSecondsLeft(intervalSeconds);
  }, [intervalSeconds]);

  return { secondsLeft, hidden, restart };
};

export default useRefreshCountdown;
