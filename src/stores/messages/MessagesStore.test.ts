import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { MessagesActions, MessagesStore, PARSE_REFUSED, toMessage } from './MessagesStore';
import { DEFAULT_STREAM_ID, INPUT_ID, MESSAGE_ID, messageFieldsFixture, NODE_ID, resultMessageFixture } from 'fixtures/messageFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });

describe('toMessage', () => {
  it('maps the flat answer of the embedded server (and of search results)', () => {
    const message = toMessage(resultMessageFixture({}, 'graylog_3'));
    expect(message).toEqual({
      id: MESSAGE_ID,
      timestamp: '2024-03-01T12:34:56.789Z',
      fields: messageFieldsFixture(),
      index: 'graylog_3',
      source_node_id: NODE_ID,
      source_input_id: INPUT_ID,
      stream_ids: [DEFAULT_STREAM_ID],
      highlight_ranges: {},
      decoration_stats: null,
    });
  });

  it('maps a real Graylog 4.0 answer, whose message object carries id and fields', () => {
    const fields = messageFieldsFixture({ timestamp: '2024-03-01 12:34:56.789' });
    const message = toMessage({ message: { id: 'gl-1', fields, stream_ids: ['s-1'] }, index: 'graylog_0' });
    expect(message.id).toBe('gl-1');
    expect(message.fields).toBe(fields);
    expect(message.source_input_id).toBe(INPUT_ID);
    // Elasticsearch's zoneless form is UTC.
    expect(message.timestamp).toBe('2024-03-01T12:34:56.789Z');
    expect(message.stream_ids).toEqual([DEFAULT_STREAM_ID]);
  });

  it('copes with a message without internal fields, streams or index', () => {
    const message = toMessage({ message: { _id: 'x', message: 'hello', source: 'a', timestamp: 1709296496789 } });
    expect(message).toMatchObject({
      id: 'x', index: null, source_input_id: undefined, source_node_id: undefined, stream_ids: [], timestamp: '2024-03-01T12:34:56.789Z',
    });
  });
});

describe('MessagesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    MessagesStore.setState({ message: undefined });
  });

  describe('loadMessage', () => {
    it('loads the message by index and id (trimmed, encoded) with the page-error defaults', async () => {
      mockFetch.mockResolvedValueOnce(resultMessageFixture());
      const message = await MessagesActions.loadMessage(' graylog_0 ', 'a/b ');

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/messages/graylog_0/a%2Fb', undefined, {});
      expect(message.id).toBe(MESSAGE_ID);
      expect(MessagesStore.getInitialState().message).toEqual(message);
    });

    it.each([404, 403])('leaves a %s to the error page: no toast', async (status) => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', status, { type: 'ApiError', message: 'Message x does not exist in index graylog_0' }));
      await expect(MessagesActions.loadMessage('graylog_0', 'x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(MessagesActions.loadMessage('graylog_0', 'x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Loading message information failed with status: .*boom/),
        'Could not load message information',
      );
    });

    it.each([404, 403])('without error pages, asks for none and toasts a %s too: nothing else would say why', async (status) => {
      mockFetch.mockResolvedValueOnce({ message: { _id: 'm 2', message: 'hi' }, index: 'graylog_3', highlight_ranges: {}, decoration_stats: null });
      await expect(MessagesActions.loadMessage('graylog_3', 'm 2', { reportPageErrors: false })).resolves.toMatchObject({
        id: 'm 2', index: 'graylog_3', fields: { _id: 'm 2', message: 'hi' },
      });
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/messages/graylog_3/m%202', undefined, { reportPageErrors: false });

      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', status, { type: 'ApiError', message: 'gone' }));
      await expect(MessagesActions.loadMessage('graylog_3', 'x', { reportPageErrors: false })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading message information failed with status: .*gone/), 'Could not load message information');
    });
  });

  describe('loadMessage, quietly', () => {
    it.each([404, 403, 500])('only rethrows a %s, for a caller that says why in place, and asks the server as without the option', async (status) => {
      mockFetch.mockRejectedValueOnce(new FetchError('Failed', status, { type: 'ApiError', message: 'gone' }));
      await expect(MessagesActions.loadMessage('graylog_3', 'x', { reportPageErrors: false, quiet: true })).rejects.toBeInstanceOf(FetchError);
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/messages/graylog_3/x', undefined, { reportPageErrors: false });
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  describe('analyze', () => {
    it('answers the tokens of the text, sent encoded once', async () => {
      mockFetch.mockResolvedValueOnce({ tokens: ['get', 'index.html', '200'] });
      await expect(MessagesActions.analyze('graylog_0', 'GET /index.html 200')).resolves.toEqual(['get', 'index.html', '200']);
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/messages/graylog_0/analyze?string=GET%20%2Findex.html%20200', undefined, { reportPageErrors: false });
    });

    it('toasts a failure', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(MessagesActions.analyze('graylog_0', 'x')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading field terms failed with status: /), 'Could not load field terms');
    });
  });

  describe('parse', () => {
    const configuration = { override_source: null };

    it('posts message, remote address, codec and configuration and maps the answer', async () => {
      mockFetch.mockResolvedValueOnce({ message: { _id: 'p1', message: 'hi', source: '192.0.2.1', timestamp: '2024-03-01T00:00:00.000Z' }, index: null });
      const message = await MessagesActions.parse('{"short_message":"hi"}', '192.0.2.1', 'gelf', configuration);

      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/messages/parse', {
        message: '{"short_message":"hi"}', remote_address: '192.0.2.1', codec: 'gelf', configuration,
      }, { reportPageErrors: false });
      expect(message).toMatchObject({ id: 'p1', index: null, fields: { message: 'hi' } });
    });

    it('says exactly what the data specification says when the codec cannot parse it (400)', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Could not decode message' }));
      await expect(MessagesActions.parse('nonsense', '192.0.2.1', 'gelf', configuration)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        'Please ensure the selected codec and its configuration are right. Check your server logs for more information.',
        'Could not load raw message',
      );
      expect(PARSE_REFUSED).toBe('Please ensure the selected codec and its configuration are right. Check your server logs for more information.');
    });

    it.each([400, 500])('only rethrows a %s when quiet: the caller says why in place', async (status) => {
      mockFetch.mockRejectedValueOnce(new FetchError('Failed', status, { type: 'ApiError', message: 'Could not decode message' }));
      await expect(MessagesActions.parse('nonsense', '192.0.2.1', 'gelf', configuration, { quiet: true })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts other failures with their status', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'No such codec' }));
      await expect(MessagesActions.parse('x', '192.0.2.1', 'nope', configuration)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading raw message failed with status: .*No such codec/), 'Could not load raw message');
    });
  });
});

