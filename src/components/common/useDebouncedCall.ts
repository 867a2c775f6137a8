import { useEffect, useRef, useState } from 'react';

/** A server call to make: `key` names its parameters, so the same call is not repeated. */
export type DebouncedRequest<R> = { key: string, run: () => Promise<R> };

export type DebouncedState<R> = {
  /** idle: nothing to try; pending: waiting for the typing to stop or the answer; failed: the call failed (toasted by the store). */
  status: 'idle' | 'pending' | 'done' | 'failed',
  /** The latest answer; kept while the next one is pending or failed, so the result does not flicker while typing. */
  result?: R,
};

export const DEBOUNCE_DELAY_MS = 300;

/**
 * Runs `request` once its key has not changed for `delayMs`: a call that follows typing (a test tool, a
 * validate call) without a call per keystroke. An answer to parameters that have changed since is dropped.
 */
const useDebouncedCall = <R, >(request: DebouncedRequest<R> | null, delayMs: number = DEBOUNCE_DELAY_MS): DebouncedState<R> => {
  const [state, setState] = useState<DebouncedState<R>>({ status: 'idle' });
  const latest = useRef(request);
  latest.current = request;
  const key = request?.key;

  useEffect(() => {
    const current = latest.current;
    if (key === undefined || current === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    let superseded = false;
    setState((previous) => ({ status: 'pending', result: previous.result }));
    const timer = setTimeout(() => {
      current.run().then((result) => {
        if (!superseded) setState({ status: 'done', result });
      }, () => {
        if (!superseded) setState((previous) => ({ status: 'failed', result: previous.result }));
      });
    }, delayMs);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  return state;
};

export default useDebouncedCall;
