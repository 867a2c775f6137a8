// Builds the server: the local API (or a proxy to a real Graylog), config.js and the console.
// Used by main.ts and by tests (with app.inject and a fresh temporary data dir).
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiPlugin } from './api';
import type { ServerContext } from './context';
import type { SmtpSettings } from './notify/smtpSettings';
import { openDatabase } from './db/database';
import { installApiErrorHandling, sendFrameworkError } from './http/errors';
import { ensureDemoInput } from './inputs/demo';
import { installConsoleBridge } from './logging/logger';
import { checkInputsRunning } from './notifications/inputHealth';
import { InputRuntime } from './inputs/runtime';
import { openMessageStore } from './messages/messageStore';
import { startIndexerMaintenance } from './indexer/maintenance';
import { openProcessingGate } from './journal';
import { registerNodeGauges } from './metrics/nodeGauges';
import { MetricRegistry } from './metrics/registry';
import { MessageProcessor } from './processing/processor';
import { projectRoot } from './projectRoot';
import { lazyValidators } from './runtime/lazyValidators';
import { ensureDefaults } from './setup/firstStart';
import { loadNodeIdentity } from './system/identity';
import { setShutdownExit } from './system/shutdown';
import { recordSystemMessage } from './systemmessages/systemMessages';
import { consoleIsBuilt, registerConsoleRoutes } from './web/console';
import { normalizePrefix } from './web/prefix';
import { parseUpstreamUrl, registerProxy } from './web/proxy';
import type { ConsoleSettings } from './web/consoleSettings';

export const DEFAULT_DIST_DIR = path.join(projectRoot(__dirname), 'dist');

/** How request schemas are checked (see the comment in buildApp); exported for apps built in tests. */
export const AJV_OPTIONS = { coerceTypes: false, removeAdditional: false, allErrors: false, allowUnionTypes: true } as const;

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
  /** On the first start, create and start the random HTTP message generator input (npm start does; tests do not). */
  demoInput?: boolean;
  /** The SMTP server for email notifications. */
  smtp?: SmtpSettings;
  /** Time between two checks of the legacy alert conditions. */
  alertCheckIntervalMs?: number;
  /** Ends the process after a shutdown asked over the API has closed the app; default process.exit. */
  exit?: (code: number) => void;
}

export interface StartInfo {
  mode: 'local' | 'proxy';
  /** True when this start created the admin user (a new data folder). */
  firstStart: boolean;
  consoleBuilt: boolean;
  prefix: string;
}

/** One registered route, for tests and diagnostics (e.g. "does every API route refuse anonymous calls?"). */
export interface RouteSummary {
  method: string;
  url: string;
  /** Declared `config.auth: 'public'` (API routes only; other routes have no access rule). */
  isPublic: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    startInfo: StartInfo;
    routeCatalog: readonly RouteSummary[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The server's console output goes through the root logger: level-checked, one format, kept among recent messages.
  installConsoleBridge();
  const prefix = normalizePrefix(options.prefix ?? '');
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const now = options.now ?? Date.now;

  const validators = lazyValidators();
  const app = Fastify({
    // Off: request logs would carry Authorization headers; errors are logged by the error handler.
    logger: false,
    bodyLimit: 10 * 1024 * 1024,
    // fastify's default (100) turns a longer path parameter into a 404 "no endpoint", which misleads; the
    // route schemas set each parameter's real limit and answer 400 naming it.
    routerOptions: { maxParamLength: 1000 },
    // Coercion off so a JSON body's "123" is not silently a number (query strings: see http/query.ts);
    // unknown fields rejected where a schema says additionalProperties: false, not silently dropped.
    // Errors raised before routing (e.g. an undecodable URL) get the same ApiError shape.
    frameworkErrors: (error, _request, reply) => {
      sendFrameworkError(error, reply);
    },
    ajv: { customOptions: AJV_OPTIONS },
    // Route schemas compile on first use and right after listening, not before: see runtime/lazyValidators.ts.
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
  });
  app.addHook('onListen', () => { validators.warmUp().catch(() => {}); });
  app.addHook('onClose', async () => { validators.stop(); });
  installApiErrorHandling(app, 'Not found');
  const routeCatalog: RouteSummary[] = [];
  app.decorate('routeCatalog', routeCatalog);
  // Root hooks also see the routes of every plugin registered later.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeCatalog.push({ method: String(method), url: route.url, isPublic: route.config?.auth === 'public' });
    }
  });
  // The build puts .br/.gz copies next to the assets; a file without them is sent as it is. Caching
  // headers are set by the console routes: @fastify/static forgets per-call options when it falls back
  // from a missing compressed copy to the plain file.
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, dotfiles: 'deny', preCompressed: true, cacheControl: false });

  let firstStart = false;
  if (options.upstreamUrl) {
    registerProxy(app, prefix, parseUpstreamUrl(options.upstreamUrl));
  } else {
    if (!options.dataDir) throw new Error('buildApp needs a dataDir (or an upstreamUrl for proxy mode)');
    const db = openDatabase(options.dataDir);
    const ctx: ServerContext = {
      db,
      dataDir: options.dataDir,
      now,
      node: loadNodeIdentity(db, now()),
      settings: {
        prefix,
        rootTimeZone: options.rootTimeZone ?? 'UTC',
        pluginUrls: options.pluginUrls ?? [],
        host: options.host ?? '127.0.0.1',
        port: options.port ?? 9000,
        smtp: options.smtp,
        alertCheckIntervalMs: options.alertCheckIntervalMs,
      },
    };
    firstStart = (await ensureDefaults(db, options.adminPassword ?? 'admin', now())).createdAdmin;
    const metrics = new MetricRegistry(now);
    const messages = openMessageStore(ctx);
    const indexer = startIndexerMaintenance(ctx);
    const processor = new MessageProcessor(ctx, messages, metrics);
    // Inputs hand their batches to the pause gate: straight on to the processor, or into the journal while paused.
    const gate = openProcessingGate(ctx, processor, metrics);
    registerNodeGauges(metrics);
    setShutdownExit(ctx, options.exit ?? ((code) => process.exit(code)));
    const inputs = new InputRuntime(ctx, gate, metrics);
    // Inputs stop taking messages first, then what was accepted is committed, then the files close.
    app.addHook('onClose', async () => {
      await inputs.stopAll();
      await gate.close();
      await indexer.stop();
      await messages.close();
      db.close();
    });
    await app.register(apiPlugin(ctx, { messages, processor, inputs, metrics }), { prefix: `${prefix}/api` });
    await inputs.restore();
    if (firstStart && options.demoInput) await ensureDemoInput(ctx, inputs);
    checkInputsRunning(ctx, inputs.states().filter((input) => input.state === 'RUNNING').length);
    recordSystemMessage(ctx, 'org.graylog2.bootstrap.Main', 'Started up.');
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
