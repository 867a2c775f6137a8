// GET /messages/{index}/{messageId}, GET /messages/{index}/analyze and POST /messages/parse.
import { ADMIN, basic, expectApiError, expectClientError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { openMessageStore, type LocalMessageStore } from './messageStore';
import { registerMessageRoutes } from './routes';
import type { MessageFields } from './types';

const OTHER_STREAM = 'cccccccccccccccccccccccc';

describe('message routes', () => {
  let t: TestApi;
  let store: LocalMessageStore;
  const stored: MessageFields = {
    _id: 'm1',
    message: 'Failed password for root',
    source: 'host-a',
    timestamp: '2024-05-01T11:59:00.000Z',
    streams: [DEFAULT_STREAM_ID],
  };

  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => {
      store = openMessageStore(ctx);
      registerMessageRoutes(api, ctx, store);
    });
    await store.write([stored]);
    const hash = await hashPassword('secret-pass-1');
    const user = (username: string, permissions: string[]) =>
      insertUser(t.ctx.db, { username, password_hash: hash, email: `${username}@x.org`, full_name: username, permissions }, t.clock.now());
    user('reader', ['messages:read', 'messages:analyze', `streams:read:${DEFAULT_STREAM_ID}`]);
    user('otherstream', ['messages:read', `streams:read:${OTHER_STREAM}`]);
    user('nobody', []);
  });

  afterAll(async () => {
    await store.close();
    await t.app.close();
  });

  const reader = () => basic('reader', 'secret-pass-1');

  describe('GET /messages/{index}/{messageId}', () => {
    it('answers the message in Graylog\'s shape', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/m1', headers: reader() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: stored, index: 'graylog_0', highlight_ranges: {}, decoration_stats: null });
    });

    it('answers 404 for an unknown message or index, including paths out of the indices folder', async () => {
      for (const [index, id] of [['graylog_0', 'nope'], ['graylog_5', 'm1'], ['..%2Fconsole', 'm1'], ['graylog_0.db', 'm1']]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/messages/${index}/${id}`, headers: ADMIN });
        expect(expectApiError(response, 404)).toBe(`Message ${id} does not exist in index ${decodeURIComponent(index)}`);
      }
    });

    it('needs messages:read and read access to one of the message\'s streams', async () => {
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/m1', headers: basic('nobody', 'secret-pass-1') }), 403);
      const response = await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/m1', headers: basic('otherstream', 'secret-pass-1') });
      expect(expectApiError(response, 403)).toBe('Not authorized to access message m1');
    });
  });

  describe('GET /messages/{index}/analyze', () => {
    it('splits a text as the message field is searched', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/messages/graylog_0/analyze?string=${encodeURIComponent('Failed password, user=ROOT')}`, headers: reader() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tokens: ['failed', 'password', 'user', 'root'] });
    });

    it('takes another analyzer by name', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze?string=A%20b&analyzer=whitespace', headers: reader() });
      expect(response.json()).toEqual({ tokens: ['A', 'b'] });
      expect(expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze?string=a&analyzer=fancy', headers: ADMIN }), 400)).toMatch(/Unknown analyzer fancy/);
    });

    it("analyzes as `standard` when the index's set has a stored configuration that cannot be read", async () => {
      const row = t.ctx.db.prepare('SELECT id, data FROM index_sets WHERE is_default = 1').get() as { id: string; data: string };
      t.ctx.db.prepare('UPDATE index_sets SET data = ? WHERE id = ?').run('{not json', row.id);
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze?string=A%20b', headers: reader() });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ tokens: ['a', 'b'] });
      } finally {
        t.ctx.db.prepare('UPDATE index_sets SET data = ? WHERE id = ?').run(row.data, row.id);
      }
    });

    it('refuses unknown indices, a missing string and callers without messages:analyze', async () => {
      expect(expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_9/analyze?string=a', headers: ADMIN }), 404)).toBe('Index graylog_9 does not exist');
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze', headers: ADMIN }), 400);
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze?string=', headers: ADMIN }), 400);
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/messages/graylog_0/analyze?string=a', headers: basic('otherstream', 'secret-pass-1') }), 403);
    });
  });

  describe('POST /messages/parse', () => {
    const parse = (payload: unknown, auth = ADMIN) => t.app.inject({ method: 'POST', url: '/api/messages/parse', headers: writing(auth), payload: payload as Record<string, unknown> });

    it('decodes a GELF message like GET message, without an index', async () => {
      const response = await parse({
        message: JSON.stringify({ version: '1.1', host: 'web-1', short_message: 'hello', timestamp: 1714564800.5, _user: 'alice' }),
        remote_address: '10.0.0.9',
        codec: 'gelf',
        configuration: {},
      }, reader());
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ index: null, highlight_ranges: {}, decoration_stats: null });
      expect(body.message).toMatchObject({ message: 'hello', source: 'web-1', user: 'alice', timestamp: '2024-05-01T12:00:00.500Z' });
      expect(body.message._id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('uses the remote address as source, unless the configuration overrides it', async () => {
      const raw = await parse({ message: 'plain text', remote_address: '10.0.0.9', codec: 'raw', configuration: {} });
      expect(raw.json().message).toMatchObject({ message: 'plain text', source: '10.0.0.9' });
      const overridden = await parse({ message: 'plain text', remote_address: '10.0.0.9', codec: 'raw', configuration: { override_source: 'fixed' } });
      expect(overridden.json().message.source).toBe('fixed');
    });

    it('refuses unknown codecs and messages the codec cannot decode, with the reason', async () => {
      expect(expectApiError(await parse({ message: 'x', codec: 'netflow', configuration: {} }), 400)).toBe('Unknown codec netflow');
      expect(expectApiError(await parse({ message: '{not json', codec: 'gelf', configuration: {} }), 400)).toMatch(/^Could not decode message: Invalid JSON/);
      expect(expectApiError(await parse({ message: 'x', codec: 'syslog', configuration: { timezone: 'Mars/Base' } }), 400)).toBeTruthy();
    });

    it('needs messages:read', async () => {
      expectApiError(await parse({ message: 'x', codec: 'raw' }, basic('nobody', 'secret-pass-1')), 403);
    });

    it.each([
      { name: 'no body', method: 'POST' as const, url: '/api/messages/parse' },
      { name: 'malformed JSON', method: 'POST' as const, url: '/api/messages/parse', payload: '{"message":' },
      { name: 'message not a string', method: 'POST' as const, url: '/api/messages/parse', payload: '{"message":1,"codec":"raw"}' },
      { name: 'unknown field', method: 'POST' as const, url: '/api/messages/parse', payload: '{"message":"x","codec":"raw","extra":1}' },
      { name: 'configuration not an object', method: 'POST' as const, url: '/api/messages/parse', payload: '{"message":"x","codec":"raw","configuration":[]}' },
    ])('answers a client error for $name', async (kase) => {
      await expectClientError(t.app, kase);
    });
  });
});
