// Runs the search page's searches: one runner, so a new search cancels the pending one; the same spec
// again (a refresh) executes the search already created. The last result stays on screen while the next
// one runs.
import { useCallback, useEffect, useRef, useState } from 'react';

import { FetchError } from '@/logic/errors/FetchError';
import { isQueryRefusal } from '@/stores/search/SearchJobsStore';
import { queryParseRefusal } from '@/stores/search/searchErrors';
import { createSearchRunner } from '@/stores/search/searchRunner';

import type { BuiltSearch, SearchResult, SearchSpec } from './searchExecution';
import { buildSearch, readResult, specKey } from './searchExecution';

export type SearchExecution = {
  status: 'idle' | 'running' | 'done' | 'failed',
  result: SearchResult | undefined,
  /** Why the last search could not run at all (already toasted). */
  failure: unknown,
  /** Runs `spec`; resolves once its answer is on screen (or it was replaced). */
  execute: (spec: SearchSpec) => Promise<void>,
  /** Runs the current search again, unless one is running. */
  refresh: () => Promise<void>,
};

/** A refusal of the query as an HTTP 400 reads like the job's own parse error. */
const refusedQueryResult = (error: FetchError, built: BuiltSearch, previous: SearchResult | undefined): SearchResult => ({
  messages: [],
  total: 0,
  histogram: [],
  intervalMs: previous?.intervalMs ?? 60000,
  range: undefined,
  errors: [],
  queryError: queryParseRefusal(error.body),
  durationMs: undefined,
  spec: built.spec,
});

const useSearchExecution = (): SearchExecution => {
  const runner = useRef(createSearchRunner());
  const built = useRef<BuiltSearch | undefined>(undefined);
  const [status, setStatus] = useState<SearchExecution['status']>('idle');
  const [result, setResult] = useState<SearchResult | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const running = useRef(false);
  const latestResult = useRef<SearchResult | undefined>(undefined);

  useEffect(() => {
    const current = runner.current;
    return () => current.cancel();
  }, []);

  const run = useCallback((search: BuiltSearch): Promise<void> => {
    running.current = true;
    setStatus('running');
    return runner.current.run(search.request).then((job) => {
      if (job === null) return;
      running.current = false;
      const next = readResult(job, search);
      latestResult.current = next;
      setResult(next);
      setFailure(undefined);
      setStatus('done');
    }, (error: unknown) => {
      if (built.current !== search) return;
      running.current = false;
      if (error instanceof FetchError && isQueryRefusal(error)) {
        const next = refusedQueryResult(error, search, latestResult.current);
        latestResult.current = next;
        setResult(next);
        setFailure(undefined);
        setStatus('done');
        return;
      }
      setFailure(error);
      setStatus('failed');
    });
  }, []);

  const execute = useCallback((spec: SearchSpec) => {
    const previous = built.current;
    const search = previous && specKey(previous.spec) === specKey(spec) ? previous : buildSearch(spec);
    built.current = search;
    return run(search);
  }, [run]);

  const refresh = useCallback(() => {
    if (!built.current || running.current) return Promise.resolve();
    return run(built.current);
  }, [run]);

  return { status, result, failure, execute, refresh };
};

export default useSearchExecution;
