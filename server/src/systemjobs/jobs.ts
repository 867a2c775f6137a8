// System jobs (Graylog's SystemJobManager): long work started by a call (rebuilding index ranges, a retention
// run...) that runs in the background, is listed with its progress while it runs, may be cancelled, and leaves
// the list when it ends. Jobs live in memory: a restart ends them, as it does in Graylog.
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { getLogger } from '../logging/logger';

export interface RunningJob {
  id: string;
  /** 0 to 100; values outside are clamped. */
  setProgress(percent: number): void;
  /** Set once a cancel was asked for; the job checks it between its steps and returns. */
  readonly cancelled: boolean;
}

export interface SystemJobSpec {
  /** Graylog's job class name, e.g. org.graylog2.indexer.ranges.RebuildIndexRangesJob. */
  name: string;
  description: string;
  info: string;
  isCancelable: boolean;
  /** Whether percent_complete means something; default true. */
  providesProgress?: boolean;
  run(job: RunningJob): Promise<void>;
}

/** Graylog's SystemJobSummary. */
export interface SystemJobSummary {
  id: string;
  description: string;
  name: string;
  info: string;
  node_id: string;
  started_at: string;
  percent_complete: number;
  is_cancelable: boolean;
  provides_progress: boolean;
}

interface JobState {
  spec: SystemJobSpec;
  summary: SystemJobSummary;
  cancelRequested: boolean;
  done?: Promise<void>;
}

const LOG = getLogger('org.graylog2.system.jobs.SystemJobManager');

// Per database, so the apps of one test process (or a restarted app) never see each other's jobs.
const runningByDb = new WeakMap<Db, Map<string, JobState>>();

function running(ctx: ServerContext): Map<string, JobState> {
  let jobs = runningByDb.get(ctx.db);
  if (!jobs) {
    jobs = new Map();
    runningByDb.set(ctx.db, jobs);
  }
  return jobs;
}

export interface StartedJob {
  id: string;
  /** Resolves when the job has ended, whichever way; never rejects, so nobody has to wait for it. */
  done: Promise<void>;
  /** Resolves when the job has ended: with the error it failed with, or null. Never rejects. */
  failure: Promise<Error | null>;
}

export function startSystemJob(ctx: ServerContext, spec: SystemJobSpec): StartedJob {
  const id = randomUUID();
  const state: JobState = {
    spec,
    cancelRequested: false,
    summary: {
      id,
      description: spec.description,
      name: spec.name,
      info: spec.info,
      node_id: ctx.node.nodeId,
      started_at: new Date(ctx.now()).toISOString(),
      percent_complete: 0,
      is_cancelable: spec.isCancelable,
      provides_progress: spec.providesProgress ?? true,
    },
  };
  const jobs = running(ctx);
  jobs.set(id, state);
  const handle: RunningJob = {
    id,
    setProgress: (percent) => {
      state.summary.percent_complete = Math.round(Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)));
    },
    get cancelled() { return state.cancelRequested; },
  };
  LOG.info(`Submitted system job <${id}> [${spec.name}]: ${spec.description}`);
  // Started after the caller has the id, so it can answer with it before any work happens.
  const failure = Promise.resolve()
    .then(() => spec.run(handle))
    .then(
      () => {
        LOG.info(`SystemJob <${id}> [${spec.name}] ${state.cancelRequested ? 'cancelled' : 'finished'}`);
        return null;
      },
      (error: unknown) => {
        LOG.error(`SystemJob <${id}> [${spec.name}] failed: ${error instanceof Error ? error.message : String(error)}`);
        return error instanceof Error ? error : new Error(String(error));
      },
    )
    .finally(() => { jobs.delete(id); });
  const done = failure.then(() => undefined);
  state.done = done;
  return { id, done, failure };
}

export function listSystemJobs(ctx: ServerContext): SystemJobSummary[] {
  return [...running(ctx).values()].map((state) => ({ ...state.summary }));
}

export function findSystemJob(ctx: ServerContext, id: string): SystemJobSummary | undefined {
  const state = running(ctx).get(id);
  return state ? { ...state.summary } : undefined;
}

export type CancelOutcome = { outcome: 'cancelling'; job: SystemJobSummary } | { outcome: 'not-found' } | { outcome: 'not-cancelable'; job: SystemJobSummary };

export function cancelSystemJob(ctx: ServerContext, id: string): CancelOutcome {
  const state = running(ctx).get(id);
  if (!state) return { outcome: 'not-found' };
  if (!state.spec.isCancelable) return { outcome: 'not-cancelable', job: { ...state.summary } };
  state.cancelRequested = true;
  return { outcome: 'cancelling', job: { ...state.summary } };
}

/** How long a closing server waits for its jobs to notice they were cancelled. */
export const SHUTDOWN_WAIT_MS = 5000;

/** Server shutdown: asks every job to stop and waits (a bounded time) for them to return. */
export async function stopAllSystemJobs(ctx: ServerContext): Promise<void> {
  const states = [...running(ctx).values()];
  for (const state of states) state.cancelRequested = true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => { timer = setTimeout(resolve, SHUTDOWN_WAIT_MS).unref(); });
  await Promise.race([Promise.all(states.map((state) => state.done)), timeout]);
  clearTimeout(timer);
}
