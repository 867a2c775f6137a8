// Test-only: the lookup routes on a test API (movable clock), users with chosen permissions, and shortcuts
// to create caches, adapters and tables the way the console does.
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, makeTestApi, tempDir, writing, type TestApi } from '../../test/helpers';
import { saveWhitelist } from '../urlwhitelist/store';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerLookupRoutes } from './routes';
import { lookupServiceFor, type LookupService } from './service';

const PASSWORD = 'secret-pass-1';

export interface LookupTestApi extends TestApi {
  service: LookupService;
  dir: string;
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** POSTs and expects success; answers the created entity. */
  create: (kind: 'caches' | 'adapters' | 'tables', body: Record<string, unknown>) => Promise<{ id: string; name: string }>;
  /** A table `name` over a new `none` cache and the given adapter configuration. */
  table: (name: string, config: Record<string, unknown>, extra?: Record<string, unknown>) => Promise<{ id: string; adapterId: string; cacheId: string }>;
  writeFile: (name: string, text: string) => string;
  /** Whitelists http://127.0.0.1 (any port), where the tests' servers listen; everything else stays refused. */
  allowLocalUrls: () => void;
  addUser: (username: string, permissions: string[]) => Promise<void>;
  as: (username: string) => Record<string, string>;
  close: () => Promise<void>;
}

/** Adapters log their failures and recoveries; tests check error states instead. */
export function quietAdapterLogs(): void {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}

export async function makeLookupTestApi(): Promise<LookupTestApi> {
  const api = await makeTestApi((app, ctx) => registerLookupRoutes(app, ctx));
  const hash = await hashPassword(PASSWORD);
  const dir = tempDir('lookup-files-');
  const call: LookupTestApi['call'] = (method, url, payload, who = ADMIN) =>
    api.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined });
  const create: LookupTestApi['create'] = async (kind, body) => {
    const response = await call('POST', `/system/lookup/${kind}`, body);
    if (response.statusCode !== 200) throw new Error(`creating ${kind} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  return {
    ...api,
    service: lookupServiceFor(api.ctx),
    dir,
    call,
    create,
    table: async (name, config, extra = {}) => {
      const cache = await create('caches', { title: `${name} cache`, description: '', name: `${name}-cache`, config: { type: 'none' } });
      const adapter = await create('adapters', { title: `${name} adapter`, description: '', name: `${name}-adapter`, config });
      const table = await create('tables', {
        title: name,
        description: '',
        name,
        cache_id: cache.id,
        data_adapter_id: adapter.id,
        default_single_value: '',
        default_single_value_type: 'NULL',
        default_multi_value: '',
        default_multi_value_type: 'NULL',
        ...extra,
      });
      return { id: table.id, adapterId: adapter.id, cacheId: cache.id };
    },
    allowLocalUrls: () => {
      saveWhitelist(api.ctx.db, { disabled: false, entries: [{ id: 'local', type: 'regex', value: '^http://127\\.0\\.0\\.1:\\d+/', title: 'test servers' }] });
    },
    writeFile: (name, text) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    },
    addUser: async (username, permissions) => {
      insertUser(api.ctx.db, { username, password_hash: hash, email: `${username}@example.org`, full_name: username, permissions }, api.clock.now());
    },
    as: (username) => basic(username, PASSWORD),
    close: () => api.app.close(),
  };
}
