// Runs one search at a time for its owner (a page, a widget): creates the search, executes it, polls the
// job every 250 ms until it is done (data spec: search job states and constants). A new run cancels the
// pending one, whose promise then resolves null, so a late answer never overwrites a newer search.
import UserNotification from '@/util/UserNotification';

import { EXECUTION_FAILURE_TITLE, SearchJobsActions } from './SearchJobsStore';
import { unboundParameters } from './searchBuilders';
import type { ExecutionBody, SearchJob, SearchRequest } from './searchTypes';

/** Data spec, section 9: search job poll interval. */
export const POLL_INTERVAL_MS = 250;

export type SearchRunner = {
  /**
   * The finished job; null when a later run or cancel() replaced this one. Rejects when a call failed
   * (already toasted). A search created by an earlier run of this runner is executed again without
   * being created anew, so re-running the same request (a refresh) stores nothing new.
   */
  run: (request: SearchRequest, body?: ExecutionBody) => Promise<SearchJob | null>,
  /** Stops the pending run, if any: its promise resolves null and no further call is made for it. */
  cancel: () => void,
};

/** A search whose required parameters have no value: not sent, as the server would refuse it. */
export class UnboundParametersError extends Error {
  constructor(readonly parameters: Array<string>) {
    super(`The search needs a value for ${parameters.length === 1 ? 'parameter' : 'parameters'} ${parameters.join(', ')}.`);
    this.name = 'UnboundParametersError';
  }
}

type Pending = { cancelled: boolean, finish: (job: null) => void, timer?: ReturnType<typeof setTimeout> };

export const createSearchRunner = (): SearchRunner => {
  let pending: Pending | undefined;
  const created = new Set<string>();

  const cancel = () => {
    if (!pending) return;
    const stopped = pending;
    pending = undefined;
    stopped.cancelled = true;
    if (stopped.timer !== undefined) clearTimeout(stopped.timer);
    stopped.finish(null);
  };

  const wait = (current: Pending) => new Promise<void>((resolve) => {
    current.timer = setTimeout(() => {
      current.timer = undefined;
      resolve();
    }, POLL_INTERVAL_MS);
  });

  const execute = async (current: Pending, request: SearchRequest, body: ExecutionBody): Promise<SearchJob | null> => {
    let searchId = request.id;
    if (!created.has(request.id)) {
      const stored = await SearchJobsActions.create(request);
      if (current.cancelled) return null;
      searchId = stored?.id ?? request.id;
      created.add(searchId);
    }
    let job: SearchJob;
    try {
      job = await SearchJobsActions.execute(searchId, body);
    } catch (error) {
      // The server no longer knows it (e.g. cleaned up): the next run creates it again.
      created.delete(searchId);
      throw error;
    }
    while (!current.cancelled && !job.execution.done) {
      await wait(current);
      if (current.cancelled) return null;
      job = await SearchJobsActions.status(job.id);
    }
    return current.cancelled ? null : job;
  };

  const run = (request: SearchRequest, body: ExecutionBody = {}): Promise<SearchJob | null> => {
    cancel();
    return new Promise<SearchJob | null>((resolve, reject) => {
      const current: Pending = { cancelled: false, finish: resolve };
      pending = current;
      const unbound = unboundParameters(request.parameters, body.parameter_bindings);
      if (unbound.length > 0) {
        pending = undefined;
        const error = new UnboundParametersError(unbound);
        UserNotification.error(error.message, EXECUTION_FAILURE_TITLE);
        reject(error);
        return;
      }
      execute(current, request, body).then((job) => {
        if (current.cancelled) return;
        pending = undefined;
        resolve(job);
      }, (error: unknown) => {
        if (current.cancelled) return;
        pending = undefined;
        reject(error);
      });
    });
  };

  return { run, cancel };
};
