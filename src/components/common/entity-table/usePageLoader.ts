import { useCallback, useEffect, useRef, useState } from 'react';

import type { Page, PageRequest } from './types';

export type PageLoad<E> = {
  /** The last page that arrived; kept on screen while the next one loads. */
  page: Page<E> | undefined,
  loading: boolean,
  /** Why the last request failed, until the next one starts. */
  error: unknown,
  reload: () => void,
};

/**
 * Asks `fetchPage` once per distinct view, again on `reload()`, and again whenever `reloadKey` or
 * `reconnects` changes. An answer to a request that has since been superseded is dropped, so a slow
 * old answer never replaces a newer one.
 */
export const usePageLoader = <E>(
  fetchPage: (request: PageRequest) => Promise<Page<E>>,
  view: PageRequest,
  reloadKey: unknown,
  reconnects: number,
): PageLoad<E> => {
  const [state, setState] = useState<Omit<PageLoad<E>, 'reload'>>({ page: undefined, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const latestRequest = useRef(0);
  const unmounted = useRef(false);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setState((previous) => ({ page: previous.page, loading: true, error: undefined }));
    const isCurrent = () => request === latestRequest.current && !unmounted.current;
    fetchRef.current(view).then((page) => {
      if (isCurrent()) {
        setState({ page, loading: false, error: undefined });
      }
    }, (error: unknown) => {
      if (isCurrent()) {
        setState((previous) => ({ page: previous.page, loading: false, error }));
      }
    });
  }, [view, reloads, reloadKey, reconnects]);

  // Answers that arrive after the table is gone are dropped like superseded ones.
  useEffect(() => () => { unmounted.current = true; }, []);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { ...state, reload };
};

export default usePageLoader;
