import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { SearchJobsActions } from './SearchJobsStore';
import { searchRequest } from './searchBuilders';
import { searchJobFixture } from 'fixtures/searchFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

describe('SearchJobsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('creates a search with POST /views/search and answers the stored search', async () => {
    const request = searchRequest([]);
    mockFetch.mockResolvedValueOnce({ ...request, owner: 'admin' });
    await expect(SearchJobsActions.create(request)).resolves.toMatchObject({ id: request.id, owner: 'admin' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views/search', request, QUIET);
  });

  it('executes a created search with its parameter bindings and polls a job by id', async () => {
    const job = searchJobFixture([], { done: false });
    mockFetch.mockResolvedValueOnce(job).mockResolvedValueOnce({ ...job, execution: { ...job.execution, done: true } });
    const body = { parameter_bindings: { host: { type: 'value' as const, value: 'web' } } };
    await expect(SearchJobsActions.execute('0123456789abcdef01234567', body)).resolves.toBe(job);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/views/search/0123456789abcdef01234567/execute', body, QUIET);
    await expect(SearchJobsActions.status('job 1')).resolves.toMatchObject({ execution: { done: true } });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/views/search/status/job%201', undefined, QUIET);
  });

  it('toasts a failure with the catalogue\'s title "Could not execute search"', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(SearchJobsActions.execute('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Executing the search failed with status: .*boom/), 'Could not execute search');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Gateway', 502, undefined));
    await expect(SearchJobsActions.status('j1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Loading the search results failed/), 'Could not execute search');
  });

  it('leaves a search the server does not know (404) to the runner, which stores it again: no toast', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'Search s9 not found' }));
    await expect(SearchJobsActions.execute('s9')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads a stored search, and stores one quietly for a caller that reports the failure itself', async () => {
    const search = { id: 's1', queries: [], parameters: [] };
    mockFetch.mockResolvedValueOnce(search);
    await expect(SearchJobsActions.get('s1')).resolves.toEqual(search);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/views/search/s1', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(SearchJobsActions.get('s1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading the search failed with status: .*boom/), 'Could not load search');

    jest.mocked(UserNotification.error).mockReset();
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(SearchJobsActions.create(search, { quiet: true })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('leaves a refusal of the query itself (400 with its position) to the query bar: no toast', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Cannot parse query', line: 1, column: 7 }));
    await expect(SearchJobsActions.create(searchRequest([]))).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('leaves a refused stream (403 MissingStreamPermission) to the page: no toast', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'MissingStreamPermission', message: 'not permitted', streams: ['s1'] }));
    await expect(SearchJobsActions.create(searchRequest([]))).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'no search permission' }));
    await expect(SearchJobsActions.create(searchRequest([]))).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('no search permission'), 'Could not execute search');
  });

  it('leaves a server that does not answer to the console\'s unavailable dialog: no toast', async () => {
    const unreachable = () => new FetchError('the server could not be reached', undefined, 'Request has been terminated Possible causes: the network is offline, Origin is not allowed by Access-Control-Allow-Origin');
    mockFetch.mockRejectedValueOnce(unreachable()).mockRejectedValueOnce(unreachable()).mockRejectedValueOnce(unreachable());
    await expect(SearchJobsActions.create(searchRequest([]))).rejects.toBeInstanceOf(FetchError);
    await expect(SearchJobsActions.execute('s1')).rejects.toBeInstanceOf(FetchError);
    await expect(SearchJobsActions.status('j1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});
