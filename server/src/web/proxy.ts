// Proxy mode: <prefix>/api/* is forwarded unchanged to a real Graylog server, so the same console
// build runs against it. Bodies are streamed both ways, never parsed.
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody } from '../http/errors';

// Connection-level headers (RFC 9110 7.6.1) describe one hop and must not be forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const UPSTREAM_TIMEOUT_MS = 120_000;

/** Validates the upstream URL (http or https) for the command line. */
export function parseUpstreamUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid server URL "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid server URL "${raw}": only http and https are supported`);
  }
  return url;
}

export function stripHopByHop(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    result[name] = value;
  }
  return result;
}

/** Joins the upstream API root and the path below our /api, keeping the query string. */
export function upstreamPath(upstream: URL, rest: string): string {
  const base = upstream.pathname.replace(/\/+$/, '');
  const tail = rest.startsWith('/') ? rest : `/${rest}`;
  return `${base}${tail}`;
}

function forward(upstream: URL, apiRoot: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const rest = request.raw.url?.slice(apiRoot.length) ?? '/';
    const headers = stripHopByHop(request.headers);
    headers.host = upstream.host;
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${request.ip}` : request.ip;
    const client = upstream.protocol === 'https:' ? https : http;
    const upstreamRequest = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || undefined,
        method: request.method,
        path: upstreamPath(upstream, rest),
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (upstreamResponse) => {
        reply.code(upstreamResponse.statusCode ?? 502).headers(stripHopByHop(upstreamResponse.headers));
        reply.send(upstreamResponse);
        resolve();
      },
    );
    upstreamRequest.on('timeout', () => upstreamRequest.destroy(new Error('timed out')));
    upstreamRequest.on('error', (error) => {
      if (!reply.sent) {
        reply.code(502).send(apiErrorBody(`Graylog server unreachable: ${error.message}`));
      }
      resolve();
    });
    request.raw.pipe(upstreamRequest);
  });
}

export function registerProxy(app: FastifyInstance, prefix: string, upstream: URL): void {
  const apiRoot = `${prefix}/api`;
  app.register(
    async (api) => {
      // Leave every body unread so it can be piped through as it came.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handler = (request: FastifyRequest, reply: FastifyReply) => forward(upstream, apiRoot, request, reply);
      api.all('/', handler);
      api.all('/*', handler);
    },
    { prefix: apiRoot },
  );
}
