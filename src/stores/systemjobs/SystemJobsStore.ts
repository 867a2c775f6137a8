// Running system jobs of every node (index range rebuilds, retention runs, ...). Graylog lists a job only
// while it runs; the overview polls the list while it is on screen.
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's SystemJobSummary. */
export type SystemJob = {
  id: string,
  description: string,
  /** The job's class name, e.g. org.graylog2.indexer.ranges.RebuildIndexRangesJob. */
  name: string,
  info: string,
  node_id: string,
  started_at: string | null,
  percent_complete: number,
  is_cancelable: boolean,
  provides_progress: boolean,
};

/** GET /cluster/jobs: per node its jobs, or null for a node that did not answer. */
export type ClusterJobs = { [nodeId: string]: { jobs: Array<SystemJob> } | null };

export type SystemJobsState = {
  /** By id; undefined until the first answer. */
  jobs: { [jobId: string]: SystemJob } | undefined,
};

type SystemJobsActionsType = {
  /** A polled call: it neither extends the session nor toasts; the list keeps what it had on a failure. */
  list: () => Promise<Array<SystemJob>>,
  /** One job; a job that cannot be fetched (finished, or gone) leaves the list. */
  get: (jobId: string) => Promise<SystemJob>,
  cancel: (job: SystemJob) => Promise<void>,
};

/** Every node's jobs in one list, the oldest first. */
export const flattenClusterJobs = (answer: ClusterJobs): Array<SystemJob> => (
  Object.values(answer ?? {})
    .flatMap((node) => node?.jobs ?? [])
    .sort((a, b) => Date.parse(a.started_at ?? '') - Date.parse(b.started_at ?? '') || a.id.localeCompare(b.id))
);

/** The class name without its package: "RebuildIndexRangesJob". */
export const jobTypeName = (job: SystemJob): string => job.name.split('.').pop() ?? job.name;

const withoutJob = (jobs: SystemJobsState['jobs'], jobId: string): SystemJobsState['jobs'] => {
  if (!jobs || !(jobId in jobs)) return jobs;
  const { [jobId]: _removed, ...rest } = jobs;
  return rest;
};

export const SystemJobsActions = singletonActions('core.SystemJobs', () => createActions<SystemJobsActionsType>(['list', 'get', 'cancel']));

export const SystemJobsStore = singletonStore('core.SystemJobs', () => createStore({
  listenables: [SystemJobsActions],
  state: { jobs: undefined } as SystemJobsState,

  list() {
    const promise = fetchPeriodically<ClusterJobs>('GET', qualifyApiUrl(ApiRoutes.SystemJobsApiController.list().url)).then((answer) => {
      const jobs = flattenClusterJobs(answer);
      this.setState({ jobs: Object.fromEntries(jobs.map((job) => [job.id, job])) });
      return jobs;
    });
    SystemJobsActions.list.promise(promise);
  },

  get(jobId: string) {
    const promise = fetchPeriodically<SystemJob>('GET', qualifyApiUrl(ApiRoutes.SystemJobsApiController.get(jobId).url)).then((job) => {
      this.setState({ jobs: { ...this.state.jobs, [job.id]: job } });
      return job;
    }, (error: unknown) => {
      this.setState({ jobs: withoutJob(this.state.jobs, jobId) });
      throw error;
    });
    SystemJobsActions.get.promise(promise);
  },

  cancel(job: SystemJob) {
    const promise = fetch('DELETE', qualifyApiUrl(ApiRoutes.SystemJobsApiController.cancel(job.id).url), undefined, WRITE_OPTIONS).then(() => {
      this.setState({ jobs: withoutJob(this.state.jobs, job.id) });
      UserNotification.success(`System job "${job.description}" was cancelled.`);
    }, (error: unknown) => reportWriteFailure(error, 'Cancelling the system job', 'Could not cancel system job', { toastServerMessage: 400 }));
    SystemJobsActions.cancel.promise(promise);
  },
}));
