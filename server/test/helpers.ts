// Shared helpers for server tests: a fresh app on a temporary data dir with a movable clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { installApiBasics, registerUnknownPathRoute } from '../src/api';
import { AJV_OPTIONS, buildApp, type AppOptions } from '../src/app';
import type { ServerContext } from '../src/context';
import { ensureDefaults } from '../src/setup/firstStart';
import { basicAuthHeader } from '../src/auth/basic';
import { openDatabase } from '../src/db/database';
import { ensureDefaultIndexSet } from '../src/indices/defaults';
import { openMessageStore, type LocalMessageStore } from '../src/messages/messageStore';
import type { Db } from '../src/db/types';
import type { MessageFields } from '../src/messages/types';
import { setLogSink } from '../src/logging/logger';

// The server's INFO lines (an index created for each new app, inputs started) would bury jest's report: tests show
// warnings and errors only; tests about logging set a sink of their own.
setLogSink((line, record) => {
  if (record.level === 'WARN' || record.level === 'ERROR' || record.level === 'FATAL') process.stderr.write(`${line}\n`);
});

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

/** Where test clocks start unless a test says otherwise. */
export const TEST_START_MS = Date.parse('2024-05-01T12:00:00Z');

export function makeClock(start = TEST_START_MS): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => { current += ms; } };
}

const createdDirs: string[] = [];

export function tempDir(prefix = 'console-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  createdDirs.push(dir);
  return dir;
}

// Registered in every test file that imports these helpers; apps are closed by then.
afterAll(() => {
  for (const dir of createdDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  distDir: string;
}

/** Builds an app on a new data dir; `distDir` defaults to an empty folder (console not built). */
export async function makeTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const clock = makeClock();
  const dataDir = options.dataDir ?? tempDir();
  const distDir = options.distDir ?? tempDir('console-dist-');
  const app = await buildApp({ now: clock.now, ...options, dataDir, distDir });
  return { app, clock, dataDir, distDir };
}

/** A test file's app: read `app`, `clock` and `dataDir` inside tests; `restart()` reopens the same data. */
export interface TestAppHandle {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  readonly dataDir: string;
  /** Closes the app and builds a new one on the same data folder, as a server restart would. */
  restart: () => Promise<void>;
}

/**
 * Registers a fresh app for each test (or one for the whole file with `per: 'file'`) and closes it
 * afterwards. Hooks a file registers after this call run after the app is built.
 */
export function useTestApp(options: Partial<AppOptions> = {}, { per = 'test' }: { per?: 'test' | 'file' } = {}): TestAppHandle {
  let current: TestApp | undefined;
  const started = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is only there inside tests and hooks');
    return current;
  };
  const [before, after] = per === 'file' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    current = await makeTestApp(options);
  });
  after(async () => {
    await current?.app.close();
    current = undefined;
  });
  return {
    get app() { return started().app; },
    get clock() { return started().clock; },
    get dataDir() { return started().dataDir; },
    restart: async () => {
      const { app, dataDir, distDir } = started();
      await app.close();
      current = await makeTestApp({ ...options, dataDir, distDir });
    },
  };
}

export const CSRF = { 'x-requested-by': 'test' };

export function basic(name: string, secret: string): Record<string, string> {
  return { authorization: basicAuthHeader(name, secret) };
}

export function sessionAuth(sessionId: string): Record<string, string> {
  return basic(sessionId, 'session');
}

export async function login(app: FastifyInstance, username = 'admin', password = 'admin'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/system/sessions',
    headers: CSRF,
    payload: { username, password, host: 'localhost' },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().session_id as string;
}

/** Creates a user through the API as admin (restricted by default: no roles, no permissions). */
export async function createUser(
  app: FastifyInstance,
  username: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { ...CSRF, ...basic('admin', 'admin') },
    payload: { username, password: 'secret123', email: `${username}@example.org`, permissions: [], ...extra },
  });
}

export function expectApiError(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { type: string; message: string };
  expect(body.type).toBe('ApiError');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body.message;
}

/** Runs `work` on a second connection to the app's database (WAL allows it), e.g. to seed rows. */
export function withDb<T>(dataDir: string, work: (db: Db) => T): T {
  const db = openDatabase(dataDir);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Basic credentials of the first admin, as created by makeTestApp. */
export const ADMIN = basic('admin', 'admin');

/** Headers for a write call (CSRF header plus credentials). */
export function writing(auth: Record<string, string>): Record<string, string> {
  return { ...CSRF, ...auth };
}

/** The id of a user, read through the API as admin. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(username)}`, headers: ADMIN });
  if (response.statusCode !== 200) throw new Error(`no user ${username}: ${response.statusCode}`);
  return response.json().id as string;
}

/** Creates a user with the built-in Reader role (password secret123) and returns its id. */
export async function createReader(app: FastifyInstance, username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await createUser(app, username, { roles: ['Reader'], ...extra });
  if (response.statusCode !== 201) throw new Error(`creating ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

export interface TestApi {
  app: FastifyInstance;
  ctx: ServerContext;
  clock: TestClock;
}

/** The ServerContext of an area test that owns its database and clock: default settings, node "test-node". */
export function clockedTestContext(db: Db, dataDir: string, now: () => number): ServerContext {
  return {
    db,
    dataDir,
    now,
    settings: { prefix: '', rootTimeZone: 'UTC', pluginUrls: [], host: '127.0.0.1', port: 9000 },
    node: { nodeId: 'test-node', clusterId: 'test-cluster', startedAt: new Date(now()).toISOString() },
  };
}

/**
 * An API context with only the given routes (plus the shared basics: auth hook, errors, parsers) on
 * a fresh database with the admin user (admin/admin): for testing building blocks such as crudRoutes.
 */
export async function makeTestApi(register: (api: FastifyInstance, ctx: ServerContext) => void): Promise<TestApi> {
  const clock = makeClock();
  const dataDir = tempDir();
  const db = openDatabase(dataDir);
  await ensureDefaults(db, 'admin', clock.now());
  const ctx = clockedTestContext(db, dataDir, clock.now);
  const app = Fastify({ logger: false, ajv: { customOptions: AJV_OPTIONS } });
  app.addHook('onClose', async () => {
    db.close();
  });
  await app.register(
    async (api) => {
      installApiBasics(api, ctx);
      register(api, ctx);
      registerUnknownPathRoute(api);
    },
    { prefix: '/api' },
  );
  return { app, ctx, clock };
}

/** A request a client gets wrong (malformed JSON, wrong types, unknown ids…); `{name}` in the url is an id. */
export interface ClientErrorCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string;
  contentType?: string;
}

/**
 * Sends `kase` as the admin and checks the answer is what every client mistake must get: a 4xx with an
 * ApiError message, never a 5xx. `ids` fills the `{name}` placeholders of its url.
 */
export async function expectClientError(app: FastifyInstance, kase: ClientErrorCase, ids: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...CSRF, ...ADMIN };
  if (kase.payload !== undefined) headers['content-type'] = kase.contentType ?? 'application/json';
  const url = kase.url.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name]);
  const response = await app.inject({ method: kase.method, url, headers, payload: kase.payload });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as { type: string; message: string };
  expect(body.type).toBe('ApiError');
  expect(body.message).toMatch(/\S/);
}

/**
 * A server context without an app: the database of `dataDir` (a fresh folder by default) holding the default
 * index set, and a clock standing at `nowMs`. The caller closes ctx.db.
 */
export function testContext(nowMs: number, dataDir = tempDir()): ServerContext {
  const db = openDatabase(dataDir);
  ensureDefaultIndexSet(db, nowMs);
  return {
    db,
    dataDir,
    now: () => nowMs,
    settings: { prefix: '', rootTimeZone: 'UTC', pluginUrls: [], host: '127.0.0.1', port: 9000 },
    node: { nodeId: 'node', clusterId: 'cluster', startedAt: new Date(nowMs).toISOString() },
  };
}

/** A message store on a fresh data folder holding only the default index set; the clock stands at `nowMs`. */
export function openTestMessageStore(nowMs: number): { ctx: ServerContext; store: LocalMessageStore } {
  const ctx = testContext(nowMs);
  return { ctx, store: openMessageStore(ctx) };
}

/**
 * A message for the store's tests: id `id`, stamped `secondsAfterStart` seconds after TEST_START_MS, with a
 * message text naming it and source `test`; `extra` adds or replaces fields.
 */
export function testMessage(id: string, secondsAfterStart: number, extra: MessageFields = {}): MessageFields {
  return { _id: id, message: `message ${id}`, source: 'test', timestamp: new Date(TEST_START_MS + secondsAfterStart * 1000).toISOString(), ...extra };
}
