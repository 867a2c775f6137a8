import { useEffect, useRef, useState } from 'react';

/** A tool call to make: `key` names its parameters, so the same call is not repeated. */
export type ToolRequest<R> = { key: string, run: () => Promise<R> };

export type ToolState<R> = {
  /** idle: nothing to try; pending: waiting for the typing to stop or the answer; failed: the call failed (toasted by the store). */
  status: 'idle' | 'pending' | 'done' | 'failed',
  /** The latest answer; kept while the next one is pending, so the result does not flicker while typing. */
  result?: R,
};

export const TEST_DELAY_MS = 300;

/**
 * Runs `request` once its key has not changed for `delayMs`: a test tool that follows typing without a
 * call per keystroke. An answer to parameters that have changed since is dropped.
 */
export const useDebouncedTool = <R, >(request: ToolRequest<R> | null, delayMs: number = TEST_DELAY_MS): ToolState<R> => {
  const [state, setState] = useState<ToolState<R>>({ status: 'idle' });
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
        if (!superseded) setState({ status: 'failed' });
      });
    }, delayMs);
    return () => {
      superseded = true;
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  return state;
};

export default useDebouncedTool;
