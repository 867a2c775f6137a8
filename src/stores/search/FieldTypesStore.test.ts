import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { FieldTypesActions } from './FieldTypesStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('FieldTypesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('posts the streams and time range and answers the fields by name with their types', async () => {
    mockFetch.mockResolvedValueOnce([
      { name: 'source', type: { type: 'string', properties: ['enumerable'], type_arguments: [] } },
      { name: 'took_ms', type: { type: 'long', properties: ['numeric'], type_arguments: [] } },
      { name: 'message', type: 'string' },
      { name: 'odd' },
    ]);
    const timerange = { type: 'relative' as const, range: 300 };
    const fields = await FieldTypesActions.load(['s1'], timerange);

    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views/fields', { streams: ['s1'], timerange }, { reportPageErrors: false });
    expect(fields).toEqual([
      { name: 'message', type: 'string' },
      { name: 'odd', type: 'unknown' },
      { name: 'source', type: 'string' },
      { name: 'took_ms', type: 'long' },
    ]);
  });

  it('toasts a failure', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(FieldTypesActions.load([])).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views/fields', { streams: [] }, { reportPageErrors: false });
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading field information failed with status: .*boom/), 'Could not load field information');
  });
});
