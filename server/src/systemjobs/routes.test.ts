import { ADMIN, basic, createReader, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { recentRecords, resetLogging, setLogSink } from '../logging/logger';
import { LoginThrottle } from '../throttle/loginThrottle';
import { registerUserRoutes } from '../users/routes';
import { startSystemJob, type RunningJob, type SystemJobSpec } from './jobs';
import { registerSystemJobRoutes } from './routes';

const REBUILD = 'org.graylog2.indexer.ranges.RebuildIndexRangesJob';
const READER = basic('rita', 'secret123');

let t: TestApi;
let restoreSink: () => void;
/** Lets every job a test left waiting reach its end, so closing the app does not wait for it. */
let unblockers: Array<() => Promise<void>> = [];

beforeEach(async () => {
  resetLogging();
  restoreSink = setLogSink(() => undefined);
  t = await makeTestApi((api, ctx) => {
    registerUserRoutes(api, ctx, new LoginThrottle(ctx.now));
    registerSystemJobRoutes(api, ctx);
  });
});
afterEach(async () => {
  const closing = t.app.close();
  await Promise.all(unblockers.map((unblock) => unblock()));
  unblockers = [];
  await closing;
  restoreSink();
});

const get = (url: string, auth = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
const del = (url: string, auth = ADMIN) => t.app.inject({ method: 'DELETE', url: `/api${url}`, headers: writing(auth) });
const tick = () => new Promise((resolve) => { setImmediate(resolve); });

/** A job that works in steps the test releases one by one, checking for a cancel between them. */
function steppedJob(overrides: Partial<SystemJobSpec> = {}) {
  const releases: Array<() => void> = [];
  let handle: RunningJob | undefined;
  let stepsDone = 0;
  const spec: SystemJobSpec = {
    name: REBUILD,
    description: 'Rebuilds index range information.',
    info: 'Rebuilding index ranges of 3 indices.',
    isCancelable: true,
    run: async (job) => {
      handle = job;
      for (let step = 1; step <= 3; step += 1) {
        await new Promise<void>((resolve) => { releases.push(resolve); });
        if (job.cancelled) return;
        stepsDone = step;
        job.setProgress((step / 3) * 100);
      }
    },
    ...overrides,
  };
  const started = startSystemJob(t.ctx, spec);
  let finished = false;
  void started.done.then(() => { finished = true; });
  unblockers.push(async () => {
    while (!finished) {
      for (const release of releases.splice(0)) release();
      await tick();
    }
  });
  return {
    ...started,
    get stepsDone() { return stepsDone; },
    get handle() { return handle; },
    release: async () => {
      await tick();
      releases.shift()?.();
      await tick();
    },
  };
}

describe('a running job', () => {
  it('is listed with Graylog\'s summary and its progress, then leaves the list when done', async () => {
    const job = steppedJob();
    await job.release();
    const summary = {
      id: job.id,
      description: 'Rebuilds index range information.',
      name: REBUILD,
      info: 'Rebuilding index ranges of 3 indices.',
      node_id: 'test-node',
      started_at: new Date(t.clock.now()).toISOString(),
      percent_complete: 33,
      is_cancelable: true,
      provides_progress: true,
    };
    expect((await get('/system/jobs')).json()).toEqual({ jobs: [summary] });
    expect((await get(`/system/jobs/${job.id}`)).json()).toEqual(summary);
    expect((await get('/cluster/jobs')).json()).toEqual({ 'test-node': { jobs: [summary] } });
    expect((await get(`/cluster/jobs/${job.id}`)).json()).toEqual(summary);
    await job.release();
    await job.release();
    await job.done;
    expect(job.stepsDone).toBe(3);
    expect((await get('/system/jobs')).json()).toEqual({ jobs: [] });
    expect(expectApiError(await get(`/system/jobs/${job.id}`), 404)).toBe(`No system job with ID <${job.id}> found`);
    expectApiError(await get(`/cluster/jobs/${job.id}`), 404);
  });

  it('clamps its progress to 0..100', async () => {
    const job = steppedJob();
    await job.release();
    job.handle?.setProgress(250);
    expect((await get(`/system/jobs/${job.id}`)).json().percent_complete).toBe(100);
    job.handle?.setProgress(Number.NaN);
    expect((await get(`/system/jobs/${job.id}`)).json().percent_complete).toBe(0);
    job.handle?.setProgress(-3);
    expect((await get(`/system/jobs/${job.id}`)).json().percent_complete).toBe(0);
  });

  it('that fails is logged, leaves the list and raises nothing into its caller', async () => {
    const job = startSystemJob(t.ctx, { name: REBUILD, description: 'd', info: 'i', isCancelable: false, run: async () => { throw new Error('disk gone'); } });
    await expect(job.done).resolves.toBeUndefined();
    expect((await get('/system/jobs')).json()).toEqual({ jobs: [] });
    expect(recentRecords(10, 'ERROR')[0]).toMatchObject({ class_name: 'org.graylog2.system.jobs.SystemJobManager', message: expect.stringContaining('disk gone') });
  });
});

describe('cancelling', () => {
  it('asks the job to stop; it stops at its next step and leaves the list', async () => {
    const job = steppedJob();
    await job.release();
    const response = await del(`/system/jobs/${job.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: job.id, name: REBUILD });
    await job.release();
    await job.done;
    expect(job.stepsDone).toBe(1);
    expect((await get('/system/jobs')).json()).toEqual({ jobs: [] });
  });

  it('works through the cluster call too', async () => {
    const job = steppedJob();
    expect((await del(`/cluster/jobs/${job.id}`)).json().id).toBe(job.id);
    await job.release();
    await job.done;
    expect(job.stepsDone).toBe(0);
  });

  it('is refused for a job that cannot be cancelled, and it goes on', async () => {
    const job = steppedJob({ isCancelable: false });
    expect(expectApiError(await del(`/system/jobs/${job.id}`), 403)).toBe(`System job with ID <${job.id}> cannot be cancelled`);
    for (let step = 0; step < 3; step += 1) await job.release();
    await job.done;
    expect(job.stepsDone).toBe(3);
  });

  it('answers 404 for a job that is not running', async () => {
    expect(expectApiError(await del('/system/jobs/00000000-0000-0000-0000-000000000000'), 404)).toMatch(/No system job/);
    expectApiError(await del('/cluster/jobs/00000000-0000-0000-0000-000000000000'), 404);
  });

  it('happens to every job when the server closes', async () => {
    const job = steppedJob();
    const closing = t.app.close();
    await job.release();
    await closing;
    await job.done;
    expect(job.handle?.cancelled).toBe(true);
    expect(job.stepsDone).toBe(0);
    t = await makeTestApi(registerSystemJobRoutes);
  });
});

describe('permissions', () => {
  it('hide jobs from a reader and refuse them a cancel, whether the job exists or not', async () => {
    await createReader(t.app, 'rita');
    const job = steppedJob();
    expect((await get('/system/jobs', READER)).json()).toEqual({ jobs: [] });
    expect((await get('/cluster/jobs', READER)).json()).toEqual({ 'test-node': { jobs: [] } });
    expectApiError(await get(`/system/jobs/${job.id}`, READER), 403);
    expect(expectApiError(await del(`/system/jobs/${job.id}`, READER), 403)).toContain(`systemjobs:delete:${REBUILD}`);
    expectApiError(await del('/system/jobs/unknown', READER), 403);
    expect((await get('/system/jobs')).json().jobs).toHaveLength(1);
  });
});
