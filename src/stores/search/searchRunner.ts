// Runs one search at a time for its owner (a page, a widget): creates the search, executes it, polls the
// job every 250 ms until it is done (data spec: search job states and constants). A new run cancels the
// pending one, whose promise then resolves null, so a late answer never overwrites a newer search.
import UserNotification from '@/util/UserNotification';

import { EXECUTION_FAILURE_TITLE, isUnknownSearch, SearchJobsActions } from './SearchJobsStore';
import { unboundParameters } from './searchBuilders';
import type { ExecutionBody, SearchJob, SearchRequest } from './searchTypes';

/** Data spec, section 9: search job poll interval. */
export const POLL_INTERVAL_MS = 250;

export type SearchRunner = {
  /**
   * The finished job; null when a later run or cancel() replaced this one. Rejects when a call failed
   * (already toasted). A search created by an earlier run of this runner is executed again without
   * being created anew, so re-running the same request (a refresh) stores nothing new; if the server has
   * cleaned it up meanwhile, it is created again.
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
  /** Ids of the searches this runner stored, until executing one fails. */
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

  /** Executes a stored search; after a failure the next run stores it anew, whatever the reason. */
  const executeStored = async (searchId: string, body: ExecutionBody): Promise<SearchJob> => {
    try {
      return await SearchJobsActions.execute(searchId, body);
    } catch (error) {
      created.delete(searchId);
      throw error;
    }
  };

  /** Stores the search and executes it; null when cancelled in between. */
  const createAndExecute = async (current: Pending, request: SearchRequest, body: ExecutionBody): Promise<SearchJob | null> => {
    const stored = await SearchJobsActions.create(request);
    if (current.cancelled) return null;
    const searchId = stored?.id ?? request.id;
    created.add(searchId);
    return executeStored(searchId, body);
  };

  const start = async (current: Pending, request: SearchRequest, body: ExecutionBody): Promise<SearchJob | null> => {
    if (!created.has(request.id)) return createAndExecute(current, request, body);
    try {
      return await executeStored(request.id, body);
    } catch (error) {
      // The server deletes searches no view refers to after a few days (a dashboard left open in TV mode
      // outlives them): store it again and execute it, once.
      if (!isUnknownSearch(error) || current.cancelled) throw error;
      return createAndExecute(current, request, body);
    }
  };

  const execute = async (current: Pending, request: SearchRequest, body: ExecutionBody): Promise<SearchJob | null> => {
    let job = await start(current, request, body);
    while (job && !current.cancelled && !job.execution.done) {
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
