import { useCallback, useEffect, useRef, useState } from 'react';

import type { Page, PageRequest } from './types';

export type PageLoad<P> = {
  /** The last page that arrived; kept on screen while the next one loads. */
  page: P | undefined,
  loading: boolean,
  /** Why the last request failed, until the next one starts. */
  error: unknown,
  reload: () => void,
  /** Like `reload`, but not while a request for the current view is on its way: its answer is as fresh. */
  reloadUnlessPending: () => void,
};

/**
 * Asks `fetchPage` once per distinct view, again on `reload()`, and again whenever `reloadKey` or
 * `fetchPage` itself changes (a new function may fetch something else, e.g. another user's list; callers
 * keep it stable with useCallback). An answer to a request that has since been superseded is dropped, so
 * a slow old answer never replaces a newer one.
 */
export const usePageLoader = <E, P extends Page<E> = Page<E>>(
  fetchPage: (request: PageRequest) => Promise<P>,
  view: PageRequest,
  reloadKey: unknown,
): PageLoad<P> => {
  const [state, setState] = useState<Pick<PageLoad<P>, 'page' | 'loading' | 'error'>>({ page: undefined, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const latestRequest = useRef(0);
  const pending = useRef(false);
  const unmounted = useRef(false);

  useEffect(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    pending.current = true;
    setState((previous) => ({ page: previous.page, loading: true, error: undefined }));
    const isCurrent = () => request === latestRequest.current && !unmounted.current;
    // `pending` is cleared only after the state is set: setting it first runs the effects still due, among
    // them a reload on reconnect that this very answer caused, which then still sees the request pending.
    fetchPage(view).then((page) => {
      if (isCurrent()) {
        setState({ page, loading: false, error: undefined });
        pending.current = false;
      }
    }, (error: unknown) => {
      if (isCurrent()) {
        setState((previous) => ({ page: previous.page, loading: false, error }));
        pending.current = false;
      }
    });
  }, [fetchPage, view, reloads, reloadKey]);

  // Answers that arrive after the table is gone are dropped like superseded ones.
  useEffect(() => () => { unmounted.current = true; }, []);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const reloadUnlessPending = useCallback(() => {
    if (!pending.current) reload();
  }, [reload]);

  return { ...state, reload, reloadUnlessPending };
};

export default usePageLoader;
