import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { inputMessagesQuery, RECENT_MESSAGES_RANGE_SECONDS, UniversalSearchActions } from './UniversalSearchStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

const answer = (messages: Array<{ message: Record<string, unknown>, index: string }>) => ({
  messages, fields: ['message'], total_results: messages.length, time: 3, built_query: null, used_indices: [], from: 'a', to: 'b',
});

describe('UniversalSearchStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  describe('search', () => {
    it('asks for 150 messages by default, each kind of time range on its own path', async () => {
      mockFetch.mockResolvedValue(answer([{ message: { _id: 'm1', message: 'hi', timestamp: '2024-03-01T00:00:00.000Z' }, index: 'graylog_0' }]));

      const result = await UniversalSearchActions.search('source:web', { type: 'relative', range: 300 });
      expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/search/universal/relative?query=source%3Aweb&limit=150&range=300', undefined, QUIET);
      expect(result.messages[0]).toMatchObject({ id: 'm1', index: 'graylog_0', fields: { message: 'hi' } });
      expect(result.total_results).toBe(1);

      await UniversalSearchActions.search('', { type: 'absolute', from: '2024-03-01T00:00:00.000Z', to: '2024-03-02T00:00:00.000Z' }, {
        limit: 20, offset: 40, streamId: 's1', sort: { field: 'timestamp', order: 'asc' }, fields: ['source', 'message'],
      });
      expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/search/universal/absolute?query=*&limit=20&offset=40&filter=streams%3As1'
        + '&sort=timestamp%3Aasc&fields=source%2Cmessage&from=2024-03-01T00%3A00%3A00.000Z&to=2024-03-02T00%3A00%3A00.000Z', undefined, QUIET);

      await UniversalSearchActions.search('x', { type: 'keyword', keyword: 'last week' });
      expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/search/universal/keyword?query=x&limit=150&keyword=last%20week', undefined, QUIET);
    });

    it('toasts a failure', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Cannot parse query' }));
      await expect(UniversalSearchActions.search('(', { type: 'relative', range: 300 })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching messages failed with status: .*Cannot parse query/), 'Could not retrieve messages');
    });
  });

  describe('example messages for extractors', () => {
    it('loads the input\'s recent messages, newest first', async () => {
      mockFetch.mockResolvedValueOnce(answer([{ message: { _id: 'm1', message: 'hello' }, index: 'graylog_0' }]));
      const messages = await UniversalSearchActions.loadRecentMessages('5f0c8f3e2ab79c0012345678', 10);

      expect(mockFetch).toHaveBeenCalledWith('GET',
        `/api/search/universal/relative?query=gl2_source_input%3A5f0c8f3e2ab79c0012345678&limit=10&sort=timestamp%3Adesc&range=${RECENT_MESSAGES_RANGE_SECONDS}`,
        undefined, QUIET);
      expect(messages).toEqual([{ id: 'm1', index: 'graylog_0', fields: { _id: 'm1', message: 'hello' } }]);
    });

    it('keeps an odd input id one query term', () => {
      expect(inputMessagesQuery('a-b:c d')).toBe('gl2_source_input:a\\-b\\:c\\ d');
    });

    it('toasts a failed message search', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'not allowed' }));
      await expect(UniversalSearchActions.loadRecentMessages('in-1')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading recent messages failed/), 'Could not load recent messages');
    });
  });
});
