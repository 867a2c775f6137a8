// Builds the server: the local API (or a proxy to a real Graylog), config.js and the console.
// Used by main.ts and by tests (with app.inject and a fresh temporary data dir).
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiPlugin } from './api';
import type { ServerContext } from './context';
import { openDatabase } from './db/database';
import { installApiErrorHandling, sendFrameworkError } from './http/errors';
import { ensureDefaults } from './setup/firstStart';
import { loadNodeIdentity } from './system/identity';
import { consoleIsBuilt, registerConsoleRoutes } from './web/console';
import { normalizePrefix } from './web/prefix';
import { parseUpstreamUrl, registerProxy } from './web/proxy';
import type { ConsoleSettings } from './web/consoleSettings';

export const DEFAULT_DIST_DIR = path.resolve(__dirname, '..', '..', 'dist');

export interface AppOptions {
  /** Folder holding console.db; required unless `upstreamUrl` is set. */
  dataDir?: string;
  /** Application path prefix such as '/console'; default ''. */
  prefix?: string;
  /** Proxy mode: forward the API to this Graylog server instead of serving it locally. */
  upstreamUrl?: string;
  pluginUrls?: string[];
  rootTimeZone?: string;
  /** The operator's console settings (badge, links, single sign-on…) written into config.js. */
  consoleSettings?: Partial<ConsoleSettings>;
  /** Password of the admin user created on first start; default 'admin'. */
  adminPassword?: string;
  /** The built console; default <repo>/dist. */
  distDir?: string;
  /** Where the server listens, for the node's transport_address. */
  host?: string;
  port?: number;
  /** Clock in epoch milliseconds; tests move it to expire sessions. */
  now?: () => number;
}

export interface StartInfo {
  mode: 'local' | 'proxy';
  /** True when this start created the admin user (a new data folder). */
  firstStart: boolean;
  consoleBuilt: boolean;
  prefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    startInfo: StartInfo;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const prefix = normalizePrefix(options.prefix ?? '');
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const now = options.now ?? Date.now;

  const app = Fastify({
    // Off: request logs would carry Authorization headers; errors are logged by the error handler.
    logger: false,
    bodyLimit: 10 * 1024 * 1024,
    // Coercion off so a JSON body's "123" is not silently a number (query strings: see http/query.ts);
    // unknown fields rejected where a schema says additionalProperties: false, not silently dropped.
    // Errors raised before routing (e.g. an undecodable URL) get the same ApiError shape.
    frameworkErrors: (error, _request, reply) => {
      sendFrameworkError(error, reply);
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, allowUnionTypes: true } },
  });
  installApiErrorHandling(app, 'Not found');
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, dotfiles: 'deny' });

  let firstStart = false;
  if (options.upstreamUrl) {
    registerProxy(app, prefix, parseUpstreamUrl(options.upstreamUrl));
  } else {
    if (!options.dataDir) throw new Error('buildApp needs a dataDir (or an upstreamUrl for proxy mode)');
    const db = openDatabase(options.dataDir);
    app.addHook('onClose', async () => {
      db.close();
    });
    const ctx: ServerContext = {
      db,
      now,
      node: loadNodeIdentity(db, now()),
      settings: {
        prefix,
        rootTimeZone: options.rootTimeZone ?? 'UTC',
        pluginUrls: options.pluginUrls ?? [],
        host: options.host ?? '127.0.0.1',
        port: options.port ?? 9000,
      },
    };
    firstStart = (await ensureDefaults(db, options.adminPassword ?? 'admin', now())).createdAdmin;
    await app.register(apiPlugin(ctx), { prefix: `${prefix}/api` });
  }

  registerConsoleRoutes(app, {
    prefix,
    distDir,
    rootTimeZone: options.rootTimeZone ?? 'UTC',
    pluginUrls: options.pluginUrls ?? [],
    settings: options.consoleSettings,
  });

  app.decorate('startInfo', {
    mode: options.upstreamUrl ? 'proxy' : 'local',
    firstStart,
    consoleBuilt: consoleIsBuilt(distDir),
    prefix,
  } satisfies StartInfo);
  return app;
}
