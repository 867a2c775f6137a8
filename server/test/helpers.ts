// Shared helpers for server tests: a fresh app on a temporary data dir with a movable clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { basicAuthHeader } from '../src/auth/basic';
import { openDatabase } from '../src/db/database';
import type { Db } from '../src/db/types';

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function makeClock(start = Date.parse('2024-05-01T12:00:00Z')): TestClock {
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
