import { useEffect, useRef, useState } from 'react';

import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import { queryParseRefusal } from '@/stores/search/searchErrors';
import { createSearchRunner } from '@/stores/search/searchRunner';
import type { SearchRunner } from '@/stores/search/searchRunner';
import type { SearchJob, SearchRequest } from '@/stores/search/searchTypes';

export type SearchProblem = {
  message: string,
  /** Where the query failed to parse, when the server said so. */
  position?: { line: number, column: number },
};

/** A failed call in a sentence: a refused query with its position, anything else with its reason. */
export const problemOfFailure = (error: unknown): SearchProblem => {
  const refusal = error instanceof FetchError ? queryParseRefusal(error.body) : undefined;
  if (refusal) {
    return {
      message: refusal.description,
      position: refusal.line !== undefined && refusal.column !== undefined ? { line: refusal.line, column: refusal.column } : undefined,
    };
  }
  return { message: reasonOf(error) };
};

export type SearchRun<T> = {
  /** What `read` made of the last job; kept while the next run is under way, so a refresh does not blank it. */
  value?: T,
  /** Why the last run failed; then there is no value. */
  failure?: SearchProblem,
  loading: boolean,
  /** When the value or failure on screen arrived (epoch ms). */
  updatedAt?: number,
};

/**
 * Runs `request`, again when it is another object (memoize it on what it asks) or when `refreshKey` changes,
 * and keeps what `read` makes of the job. Each caller has its own runner: a newer run cancels its older one,
 * a refresh executes the search already created again, and leaving cancels what still runs.
 */
const useSearchRun = <T>(request: SearchRequest, refreshKey: number, read: (job: SearchJob) => T): SearchRun<T> => {
  const runner = useRef<SearchRunner | null>(null);
  if (runner.current === null) runner.current = createSearchRunner();
  const readRef = useRef(read);
  readRef.current = read;
  const [run, setRun] = useState<SearchRun<T>>({ loading: true });

  useEffect(() => {
    // The reading that belongs to this request, even if another one is passed while the search runs.
    const readJob = readRef.current;
    let active = true;
    setRun((previous) => ({ ...previous, loading: true }));
    runner.current?.run(request).then((job) => {
      // null: a newer run replaced this one.
      if (!active || job === null) return;
      setRun({ value: readJob(job), loading: false, updatedAt: Date.now() });
    }, (error: unknown) => {
      if (active) setRun({ failure: problemOfFailure(error), loading: false, updatedAt: Date.now() });
    });
    return () => { active = false; };
  }, [request, refreshKey]);

  useEffect(() => () => runner.current?.cancel(), []);

  return run;
};

export default useSearchRun;
