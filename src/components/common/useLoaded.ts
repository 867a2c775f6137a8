import { useCallback, useEffect, useState } from 'react';

import useReloadOnReconnect from '@/stores/system/useReloadOnReconnect';

export type Loaded<T> = { value?: T, failed: boolean, reload: () => void };

/**
 * What `load` answers for the page's entity, loaded again when `key` changes and when the server comes back.
 * A failure was already reported by the store (a toast, or the not-found page for a 404).
 */
const useLoaded = <T>(load: (key: string) => Promise<T>, key: string): Loaded<T> => {
  const [state, setState] = useState<{ value?: T, failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  useReloadOnReconnect(reload);
  useEffect(() => {
    let active = true;
    load(key).then((value) => { if (active) setState({ value, failed: false }); }, () => { if (active) setState({ failed: true }); });
    return () => { active = false; };
  }, [load, key, attempt]);
  return { ...state, reload };
};

export default useLoaded;
