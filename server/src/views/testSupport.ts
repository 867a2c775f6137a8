// Test-only: an API with the search and views routes over a real message store, users with chosen
// permissions, a second stream, and helpers to create and run searches.
import type { LightMyRequestResponse } from 'fastify';
import { basic, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { registerAuthzRoutes } from '../authz/routes';
import { registerDecoratorRoutes } from '../decorators/routes';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerViewsRoutes } from './routes';

export const OTHER_STREAM = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const PASSWORD = 'secret-pass-1';

export interface ViewsTestApi extends TestApi {
  store: LocalMessageStore;
  close: () => Promise<void>;
  as: (username: string) => Record<string, string>;
  addUser: (username: string, permissions: string[]) => Promise<string>;
}

export async function makeViewsTestApi(): Promise<ViewsTestApi> {
  let store: LocalMessageStore | undefined;
  const api = await makeTestApi((app, ctx) => {
    store = openMessageStore(ctx, { writer: 'inline' });
    registerViewsRoutes(app, ctx, store);
    registerAuthzRoutes(app, ctx);
    registerDecoratorRoutes(app, ctx);
  });
  if (!store) throw new Error('the message store was not opened');
  const opened = store;
  const indexSet = (api.ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  api.ctx.db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, 0, ?)')
    .run(OTHER_STREAM, 'Other', indexSet, JSON.stringify({ id: OTHER_STREAM, title: 'Other' }));
  const hash = await hashPassword(PASSWORD);
  return {
    ...api,
    store: opened,
    close: async () => {
      await opened.close();
      await api.app.close();
    },
    as: (username) => basic(username, PASSWORD),
    addUser: async (username, permissions) =>
      insertUser(api.ctx.db, { username, password_hash: hash, email: `${username}@example.org`, full_name: username, permissions }, api.clock.now()).id,
  };
}

/** A message `minutesAgo` before the clock's now, in the default stream unless `streams` says otherwise. */
export function messageAt(nowMs: number, id: string, minutesAgo: number, extra: MessageFields = {}): MessageFields {
  return {
    _id: id,
    message: `message ${id}`,
    source: 'host-a',
    timestamp: new Date(nowMs - minutesAgo * 60_000).toISOString(),
    streams: [DEFAULT_STREAM_ID],
    ...extra,
  };
}

export function searchBody(queryString: string, searchTypes: unknown[], extra: Record<string, unknown> = {}) {
  return {
    queries: [{ id: 'q1', query: { type: 'elasticsearch', query_string: queryString }, timerange: { type: 'relative', range: 3600 }, search_types: searchTypes }],
    parameters: [],
    ...extra,
  };
}

export const messagesType = (extra: Record<string, unknown> = {}) => ({ id: 'm', type: 'messages', limit: 150, offset: 0, ...extra });

export async function createSearch(t: TestApi, body: unknown, auth: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/views/search', headers: writing(auth), payload: body as Record<string, unknown> });
}

export async function execute(t: TestApi, searchId: string, body: unknown, auth: Record<string, string>): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/views/search/${searchId}/execute`, headers: writing(auth), payload: body as Record<string, unknown> });
}

/** Creates and executes a search; fails the test unless both succeed. Returns the job. */
export async function run(t: TestApi, body: unknown, auth: Record<string, string>, execution: unknown = {}) {
  const created = await createSearch(t, body, auth);
  expect(created.statusCode).toBe(201);
  const executed = await execute(t, created.json().id as string, execution, auth);
  expect(executed.statusCode).toBe(201);
  return executed.json();
}
