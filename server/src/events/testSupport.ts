// Test-only: the events routes on a test API over a real message store, with the scheduler held still (a
// test runs due triggers itself after moving the clock), users with chosen permissions and streams added
// directly.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { registerSystemRoutes } from '../system/routes';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerEventRoutes } from './routes';
import type { EventScheduler } from './scheduler';

const PASSWORD = 'secret-pass-1';

export interface EventsTestApi extends TestApi {
  store: LocalMessageStore;
  scheduler: EventScheduler;
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who?: Record<string, string>) => Promise<LightMyRequestResponse>;
  addStream: (id: string, title: string) => void;
  addUser: (username: string, permissions: string[]) => string;
  as: (username: string) => Record<string, string>;
  /** Stores messages (each already carrying its `streams`). */
  write: (messages: MessageFields[]) => Promise<void>;
  close: () => Promise<void>;
}

export async function makeEventsTestApi(options: { processingDelayMs?: number; runTimeLimitMs?: number; withSystemRoutes?: boolean } = {}): Promise<EventsTestApi> {
  let store: LocalMessageStore | undefined;
  let scheduler: EventScheduler | undefined;
  const api = await makeTestApi((app, ctx) => {
    store = openMessageStore(ctx);
    scheduler = registerEventRoutes(app, ctx, store, { processingDelayMs: options.processingDelayMs ?? 0, runTimeLimitMs: options.runTimeLimitMs });
    if (options.withSystemRoutes) registerSystemRoutes(app, ctx);
  });
  if (!store || !scheduler) throw new Error('the events routes were not registered');
  await api.app.ready();
  scheduler.stop();
  const hash = await hashPassword(PASSWORD);
  const indexSet = (api.ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  const messages = store;
  return {
    ...api,
    store: messages,
    scheduler,
    call: (method, url, payload, who = ADMIN) =>
      api.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined }),
    addStream: (id, title) => {
      api.ctx.db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, 0, ?)')
        .run(id, title, indexSet, JSON.stringify({ id, title, description: `${title} stream` }));
    },
    addUser: (username, permissions) =>
      insertUser(api.ctx.db, { username, password_hash: hash, email: `${username}@example.org`, full_name: username, permissions }, api.clock.now()).id,
    as: (username) => basic(username, PASSWORD),
    write: (list) => messages.write(list),
    close: async () => {
      await api.app.close();
      await messages.close();
    },
  };
}

export const STREAM_A = '5f0000000000000000000a0a';
export const STREAM_B = '5f0000000000000000000b0b';

/** A message `secondsAfter` the clock's start, in `streams`. */
export function eventTestMessage(id: string, atMs: number, streams: string[], extra: MessageFields = {}): MessageFields {
  return { _id: id, message: `message ${id}`, source: 'shop-1', timestamp: new Date(atMs).toISOString(), streams, ...extra };
}

/** A filter definition (no series) over `streams`, as the console sends it. */
export function filterDefinition(streams: string[], extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'burst',
    description: 'a burst of orders',
    priority: 2,
    alert: true,
    config: {
      type: 'aggregation-v1', query: '', query_parameters: [], streams, group_by: [], series: [], conditions: { expression: null },
      search_within_ms: 60_000, execute_every_ms: 60_000, ...config,
    },
    field_spec: {},
    key_spec: [],
    notification_settings: { grace_period_ms: 0, backlog_size: 0 },
    notifications: [],
    ...extra,
  };
}
