// Serves the built console from dist/: static files as they are (or their prebuilt .br/.gz copy when the
// browser accepts it), index.html (with %APP_PREFIX% replaced) for every other path so that deep links
// work (history fallback), and config.js.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../http/errors';
import { renderConfigJs, type ConsoleConfigInput } from './config';

export const NOT_BUILT_MESSAGE = 'The console is not built yet: run npm run build';

export interface ConsoleOptions extends ConsoleConfigInput {
  distDir: string;
}

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'public, max-age=0';

/** Paths that are always files: a miss there is a 404, never the HTML page. */
const FILE_ONLY = /^(assets|plugins)\/|^favicon/;

function fileInDist(distDir: string, relative: string): string | null {
  const resolved = path.resolve(distDir, relative);
  const inside = path.relative(distDir, resolved);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  try {
    return fs.statSync(resolved).isFile() ? inside : null;
  } catch {
    return null;
  }
}

export function consoleIsBuilt(distDir: string): boolean {
  return fs.existsSync(path.join(distDir, 'index.html'));
}

function sendIndexHtml(reply: FastifyReply, options: ConsoleOptions): FastifyReply {
  let html: string;
  try {
    html = fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  } catch {
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html.split('%APP_PREFIX%').join(options.prefix));
}

export function registerConsoleRoutes(app: FastifyInstance, options: ConsoleOptions): void {
  const { prefix, distDir } = options;
  const configJs = renderConfigJs(options);

  app.get(`${prefix}/config.js`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/javascript; charset=utf-8').send(configJs),
  );

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    // The API has its own routes; an unknown one must answer as the API does, not with HTML.
    if (relative === 'api' || relative.startsWith('api/')) {
      return reply.code(404).send(apiErrorBody(`No API endpoint ${request.method} ${request.url.split('?')[0]}`));
    }
    if (relative === 'index.html') return sendIndexHtml(reply, options);
    const file = fileInDist(distDir, relative);
    if (file) {
      // Webpack puts a content hash into every name under assets/, so they never change.
      const immutable = file.startsWith(`assets${path.sep}`);
      // Browsers that accept br or gzip get the build's compressed copy, so caches must key on the header.
      return reply
        .header('Cache-Control', immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
        .header('Vary', 'Accept-Encoding')
        .sendFile(file, distDir);
    }
    if (FILE_ONLY.test(relative)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndexHtml(reply, options);
  };

  app.get(`${prefix}/*`, serve);
  if (prefix === '') {
    app.get('/', serve);
  } else {
    app.get(prefix, serve);
    app.get('/', async (_request, reply) => reply.redirect(`${prefix}/`));
  }
}
