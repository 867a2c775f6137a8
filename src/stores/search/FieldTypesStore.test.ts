import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { fieldHash, FieldTypesActions } from './FieldTypesStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('FieldTypesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('posts the streams and time range and answers the fields by name, message and source standard-selected', async () => {
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
      { name: 'message', hash: fieldHash('message'), standard_selected: true, type: 'string' },
      { name: 'odd', hash: fieldHash('odd'), standard_selected: false, type: 'unknown' },
      { name: 'source', hash: fieldHash('source'), standard_selected: true, type: 'string' },
      { name: 'took_ms', hash: fieldHash('took_ms'), standard_selected: false, type: 'long' },
    ]);
  });

  it('hashes names stably, as Java\'s String.hashCode does', () => {
    expect(fieldHash('message')).toBe((0x38eb0007).toString(16));
    expect(fieldHash('')).toBe('00000000');
    expect(fieldHash('source')).not.toBe(fieldHash('message'));
  });

  it('toasts a failure', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' }));
    await expect(FieldTypesActions.load([])).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/views/fields', { streams: [] }, { reportPageErrors: false });
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading field information failed with status: .*boom/), 'Could not load field information');
  });
});
