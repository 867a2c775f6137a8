import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { SystemActions, SystemStore } from './SystemStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockFetchPeriodically = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;

const overview = { node_id: 'n1', started_at: '2024-03-01T10:00:00.000Z', hostname: 'log-1' };

describe('SystemStore', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    SystemStore.setState({ system: undefined });
  });

  it('loads the overview and tells the user when it cannot', async () => {
    mockFetch.mockResolvedValueOnce(overview);
    await SystemActions.info();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system');
    expect(SystemStore.getInitialState().system).toEqual(overview);

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(SystemActions.info()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*boom/), 'Could not retrieve system information');
  });

  it('refreshes as a polling call that keeps the last overview and does not toast a failure', async () => {
    mockFetchPeriodically.mockResolvedValueOnce(overview);
    await SystemActions.refresh();
    expect(mockFetchPeriodically).toHaveBeenCalledWith('GET', '/api/system');
    expect(mockFetch).not.toHaveBeenCalled();
    expect(SystemStore.getInitialState().system).toEqual(overview);

    mockFetchPeriodically.mockRejectedValueOnce(new FetchError('the server could not be reached', undefined, 'terminated'));
    await expect(SystemActions.refresh()).rejects.toBeInstanceOf(FetchError);
    expect(SystemStore.getInitialState().system).toEqual(overview);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});
