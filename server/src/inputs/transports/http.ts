// HTTP transport (GELF HTTP): POST /gelf (and POST /, as Graylog's clients also use it) carries one
// message per request. The answer is 202 only once the message is committed, so a client that got
// 202 can rely on it; a payload that cannot be decoded gets 400 with the reason. Plain node:http:
// the input is a separate listener with its own port, limits and keep-alive, not part of the API.
import http from 'node:http';
import type { Socket } from 'node:net';
import { CodecError } from '../../codecs/types';
import { listenAddress, listenOn } from './bind';
import type { StartedTransport, TransportOptions } from './types';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_IDLE_TIMEOUT_SECONDS = 60;
/** How long a stop waits for requests whose messages are still being committed. */
const DRAIN_TIMEOUT_MS = 10_000;
const ACCEPTED_PATHS = new Set(['/gelf', '/']);

export async function startHttpTransport(options: TransportOptions): Promise<StartedTransport> {
  const { configuration, sink } = options;
  const { address, port } = listenAddress(configuration);
  const maxBodyBytes = positive(configuration.max_chunk_size) ?? DEFAULT_MAX_BODY_BYTES;
  const idleTimeoutSeconds = typeof configuration.idle_writer_timeout === 'number' ? configuration.idle_writer_timeout : DEFAULT_IDLE_TIMEOUT_SECONDS;
  const enableCors = configuration.enable_cors !== false;
  const tcpKeepAlive = configuration.tcp_keepalive === true;
  const readAhead = positive(configuration.recv_buffer_size);
  let stopping = false;
  const active = new Set<Promise<void>>();

  const server = http.createServer({ keepAlive: tcpKeepAlive, highWaterMark: readAhead, requestTimeout: 60_000 }, (request, response) => {
    const handled = handle(request, response).catch(() => {
      if (!response.headersSent) respond(response, 500, 'Internal error');
    });
    active.add(handled);
    void handled.finally(() => active.delete(handled));
  });
  server.keepAliveTimeout = idleTimeoutSeconds > 0 ? idleTimeoutSeconds * 1000 : 0;
  server.on('connection', (socket: Socket) => {
    sink.connectionOpened();
    socket.once('close', () => sink.connectionClosed());
  });
  // Requests that do not parse as HTTP count as failures; a client going away (ECONNRESET) does not.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const malformed = typeof error.code === 'string' && error.code.startsWith('HPE_');
    if (malformed) sink.failure(`Malformed HTTP request: ${error.message}`);
    if (malformed && socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  function respond(response: http.ServerResponse, status: number, reason = ''): void {
    const origin = response.req.headers.origin;
    if (enableCors && origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    }
    // A stopping input lets each connection go after its last answer.
    if (stopping) response.setHeader('Connection', 'close');
    if (reason === '') {
      response.writeHead(status, { 'Content-Length': '0' }).end();
    } else {
      const body = Buffer.from(`${reason}\n`, 'utf8');
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(body.length) }).end(body);
    }
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') return respond(response, 200);
    const path = (request.url ?? '').split('?')[0];
    if (!ACCEPTED_PATHS.has(path)) {
      request.resume();
      return respond(response, 404);
    }
    if (request.method !== 'POST') {
      request.resume();
      response.setHeader('Allow', 'POST, OPTIONS');
      return respond(response, 405);
    }
    if (sink.overloaded) {
      request.resume();
      sink.failure('Processing is behind: an HTTP message was refused with 503');
      response.setHeader('Retry-After', '1');
      return respond(response, 503, 'Processing is behind, try again shortly');
    }
    const body = await readBody(request, maxBodyBytes);
    if (body === null) {
      sink.failure(`HTTP message larger than ${maxBodyBytes} bytes refused`);
      response.setHeader('Connection', 'close');
      return respond(response, 413, `Message larger than ${maxBodyBytes} bytes`);
    }
    sink.countBytes(body.length);
    const peer = { address: request.socket.remoteAddress ?? '', port: request.socket.remotePort ?? 0 };
    try {
      await sink.receiveAndCommit(body, peer);
    } catch (error) {
      if (error instanceof CodecError) return respond(response, 400, error.message);
      return respond(response, 500, 'The message could not be stored');
    }
    return respond(response, 202);
  }

  await listenOn(server, address, port);

  let closed: Promise<void> | null = null;
  return {
    close: () => {
      closed ??= (async () => {
        stopping = true;
        // The listening socket closes at once (the port is free); idle keep-alive connections go now,
        // busy ones after their answer, or when draining takes too long.
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await Promise.race([Promise.allSettled([...active]), delay(DRAIN_TIMEOUT_MS)]);
        server.closeAllConnections();
        await serverClosed;
      })();
      return closed;
    },
  };
}

/** The request body, or null when it exceeds `limit` bytes. */
function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    request.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // The rest is not read: the answer closes the connection.
      request.off('data', onData);
      chunks.length = 0;
      resolve(null);
    };
    request.on('data', onData);
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks, size) : null));
    request.on('error', reject);
  });
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });
}
