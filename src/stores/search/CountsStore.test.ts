import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { CountsActions, CountsStore } from './CountsStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('CountsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('answers the total of stored messages and keeps it', async () => {
    mockFetch.mockResolvedValueOnce({ events: 1234 });
    await expect(CountsActions.total()).resolves.toBe(1234);
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/count/total', undefined, { reportPageErrors: false });
    expect(CountsStore.getInitialState().total).toBe(1234);
  });

  it('toasts a failure', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'no' }));
    await expect(CountsActions.total()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading the message count failed/), 'Could not load message count');
  });
});
