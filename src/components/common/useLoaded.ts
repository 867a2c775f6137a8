import { useCallback, useEffect, useState } from 'react';

import { isPageError, reasonOf } from '@/logic/errors/FetchError';
import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export type Loaded<T> = {
  /** The last value loaded: kept when a reload fails, so that a form open on it keeps what was typed. */
  value?: T,
  /** The last load failed (with `value` set: a reload, and what shows may be out of date). */
  failed: boolean,
  /**
   * Why loading failed, for a page that says so itself. Absent for a 403 or 404: the fetch layer shows those as
   * the missing-permissions or not-found page.
   */
  reason?: string,
  reload: () => void,
  /** Replaces the value, e.g. with what a save answered. */
  set: (value: T) => void,
};


/**
 * What `load` answers for the page's entity, loaded again when `key` changes and when the server comes back.
 * A failure was already reported by the store (a toast, or the not-found page for a 404), unless the page
 * shows `reason`.
 */
const useLoaded = <T>(load: (key: string) => Promise<T>, key = ''): Loaded<T> => {
  const [state, setState] = useState<{ value?: T, failed: boolean, reason?: string }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const set = useCallback((value: T) => setState({ value, failed: false }), []);
  useReloadOnReconnect(reload);
  useEffect(() => {
    let active = true;
    load(key).then((value) => { if (active) setState({ value, failed: false }); }, (error: unknown) => {
      if (active) setState((previous) => ({ value: previous.value, failed: true, reason: isPageError(error) ? undefined : reasonOf(error) }));
    });
    return () => { active = false; };
  }, [load, key, attempt]);
  return { ...state, reload, set };
};

export default useLoaded;
