import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { SearchJobsActions } from './SearchJobsStore';
import { searchRequest } from './searchBuilders';
import { createSearchRunner, POLL_INTERVAL_MS, UnboundParametersError } from './searchRunner';
import type { SearchJob, SearchRequest } from './searchTypes';
import { searchJobFixture } from 'fixtures/searchFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const pendingJob = (id = 'job-1') => searchJobFixture([], { done: false, id });
const doneJob = (id = 'job-1') => searchJobFixture([], { done: true, id });

/** Lets promise callbacks run without moving the clock. */
const flush = async () => { for (let round = 0; round < 10; round += 1) await Promise.resolve(); };

describe('createSearchRunner', () => {
  let create: jest.SpyInstance;
  let execute: jest.SpyInstance;
  let status: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(UserNotification.error).mockReset();
    create = jest.spyOn(SearchJobsActions, 'create').mockImplementation((request: SearchRequest) => Promise.resolve(request));
    execute = jest.spyOn(SearchJobsActions, 'execute').mockResolvedValue(doneJob());
    status = jest.spyOn(SearchJobsActions, 'status').mockResolvedValue(doneJob());
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('creates the search, then executes the created one, and answers a job that is already done without polling', async () => {
    const request = searchRequest([]);
    const job = await createSearchRunner().run(request, { global_override: { keep_search_types: ['m'] } });
    expect(job?.execution.done).toBe(true);
    expect(create).toHaveBeenCalledWith(request);
    expect(execute).toHaveBeenCalledWith(request.id, { global_override: { keep_search_types: ['m'] } });
    expect(create.mock.invocationCallOrder[0]).toBeLessThan(execute.mock.invocationCallOrder[0]);
    expect(status).not.toHaveBeenCalled();
  });

  it('polls the job every 250 ms until it is done', async () => {
    execute.mockResolvedValue(pendingJob('job-7'));
    status.mockResolvedValueOnce(pendingJob('job-7')).mockResolvedValueOnce(pendingJob('job-7')).mockResolvedValueOnce(doneJob('job-7'));
    const outcome = createSearchRunner().run(searchRequest([]));
    await flush();
    expect(status).not.toHaveBeenCalled();

    jest.advanceTimersByTime(POLL_INTERVAL_MS - 1);
    await flush();
    expect(status).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith('job-7');

    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await flush();
    expect(status).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await flush();
    expect(status).toHaveBeenCalledTimes(3);
    await expect(outcome).resolves.toMatchObject({ id: 'job-7', execution: { done: true } });

    jest.advanceTimersByTime(POLL_INTERVAL_MS * 10);
    await flush();
    expect(status).toHaveBeenCalledTimes(3);
    expect(POLL_INTERVAL_MS).toBe(250);
  });

  it('cancels a pending run when a new one starts: the old one resolves null and is polled no more', async () => {
    execute.mockResolvedValueOnce(pendingJob('old')).mockResolvedValueOnce(doneJob('new'));
    status.mockResolvedValue(pendingJob('old'));
    const runner = createSearchRunner();
    const first = runner.run(searchRequest([]));
    await flush();
    const second = runner.run(searchRequest([]));
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({ id: 'new' });

    jest.advanceTimersByTime(POLL_INTERVAL_MS * 4);
    await flush();
    expect(status).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the run was replaced', async () => {
    let answerOld: (job: SearchJob) => void = () => {};
    execute.mockReturnValueOnce(new Promise((resolve) => { answerOld = resolve; })).mockResolvedValueOnce(doneJob('new'));
    const runner = createSearchRunner();
    const first = runner.run(searchRequest([]));
    await flush();
    const second = runner.run(searchRequest([]));
    answerOld(doneJob('old'));
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({ id: 'new' });
  });

  it('cancel() stops the pending run', async () => {
    execute.mockResolvedValue(pendingJob());
    status.mockResolvedValue(pendingJob());
    const runner = createSearchRunner();
    const outcome = runner.run(searchRequest([]));
    await flush();
    runner.cancel();
    await expect(outcome).resolves.toBeNull();
    jest.advanceTimersByTime(POLL_INTERVAL_MS * 4);
    await flush();
    expect(status).not.toHaveBeenCalled();
  });

  it('executes only a created search: when creating fails nothing is executed', async () => {
    create.mockRejectedValue(new Error('refused'));
    await expect(createSearchRunner().run(searchRequest([]))).rejects.toThrow('refused');
    expect(execute).not.toHaveBeenCalled();
  });

  it('runs the same request again without creating it anew, and creates it again once the server lost it', async () => {
    const runner = createSearchRunner();
    const request = searchRequest([]);
    await runner.run(request);
    await runner.run(request);
    expect(create).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledTimes(2);

    execute.mockRejectedValueOnce(new Error('not found'));
    await expect(runner.run(request)).rejects.toThrow('not found');
    await runner.run(request);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('refuses a search whose required parameters have no value, with the toast "Could not execute search"', async () => {
    const request = searchRequest([], [
      { type: 'value-parameter-v1', name: 'host' },
      { type: 'value-parameter-v1', name: 'port', defaultValue: 80 },
      { type: 'value-parameter-v1', name: 'user', optional: true },
    ]);
    await expect(createSearchRunner().run(request)).rejects.toEqual(new UnboundParametersError(['host']));
    expect(create).not.toHaveBeenCalled();
    expect(UserNotification.error).toHaveBeenCalledWith('The search needs a value for parameter host.', 'Could not execute search');

    await expect(createSearchRunner().run(request, { parameter_bindings: { host: { type: 'value', value: 'web' } } })).resolves.not.toBeNull();
  });

  it('stores a search again and executes it when the server has cleaned it up (404), without a toast', async () => {
    const runner = createSearchRunner();
    const request = searchRequest([]);
    await runner.run(request);
    execute.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'Search not found' }));
    await expect(runner.run(request)).resolves.toMatchObject({ execution: { done: true } });
    expect(create).toHaveBeenCalledTimes(2);
    expect(execute).toHaveBeenCalledTimes(3);
    expect(UserNotification.error).not.toHaveBeenCalled();

    // Once only: a search the server refuses to know right after storing it is a failure.
    execute.mockRejectedValueOnce(new FetchError('Not Found', 404, undefined)).mockRejectedValueOnce(new FetchError('Not Found', 404, undefined));
    await expect(runner.run(request)).rejects.toBeInstanceOf(FetchError);
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('rejects when polling fails', async () => {
    execute.mockResolvedValue(pendingJob());
    status.mockRejectedValue(new Error('gone'));
    const outcome = createSearchRunner().run(searchRequest([]));
    const settled = expect(outcome).rejects.toThrow('gone');
    await flush();
    jest.advanceTimersByTime(POLL_INTERVAL_MS);
    await settled;
  });

  it('toasts "Could not execute search" when a call of the run fails', async () => {
    jest.restoreAllMocks();
    const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => (
      url.endsWith('/execute')
        ? Promise.reject(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'index missing' }))
        : Promise.resolve(body as never)
    ));
    await expect(createSearchRunner().run(searchRequest([]))).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledTimes(1);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('index missing'), 'Could not execute search');
  });
});
