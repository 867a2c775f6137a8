// Test-only: the output routes on a test API with forwarding wired to a stand-in for the processor (a test
// hands it stored batches), captured standard output and log lines, users with chosen permissions, streams
// added directly, and GELF listeners (TCP, TLS, UDP) that record exactly what arrives.
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import tls from 'node:tls';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, makeTestApi, writing, type TestApi } from '../../test/helpers';
import type { MessageFields } from '../messages/types';
import { MetricRegistry } from '../metrics/registry';
import type { StoredMessagesListener } from '../processing/processor';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerOutputRoutes } from './routes';
import type { OutputRuntime } from './runtime';

const PASSWORD = 'secret-pass-1';

export interface OutputsTestApi extends TestApi {
  runtime: OutputRuntime;
  metrics: MetricRegistry;
  /** Hands a stored batch to forwarding, as the processor does after each commit. */
  stored: (messages: MessageFields[]) => void;
  /** Lines the STDOUT output wrote. */
  stdoutLines: string[];
  failures: string[];
  recoveries: string[];
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who?: Record<string, string>) => Promise<LightMyRequestResponse>;
  addStream: (id: string, title: string) => void;
  addUser: (username: string, permissions: string[]) => Promise<void>;
  as: (username: string) => Record<string, string>;
  close: () => Promise<void>;
}

export async function makeOutputsTestApi(): Promise<OutputsTestApi> {
  const listeners: StoredMessagesListener[] = [];
  const metrics = new MetricRegistry(Date.now);
  const stdoutLines: string[] = [];
  const failures: string[] = [];
  const recoveries: string[] = [];
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stdoutLines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
      done();
    },
  });
  let runtime: OutputRuntime | undefined;
  const api = await makeTestApi((app, ctx) => {
    runtime = registerOutputRoutes(app, ctx, { processor: { onStored: (listener) => listeners.push(listener) }, metrics }, {
      stdout,
      log: { failing: (line) => failures.push(line), recovered: (line) => recoveries.push(line) },
    });
  });
  if (!runtime) throw new Error('the output routes were not registered');
  const hash = await hashPassword(PASSWORD);
  const indexSet = (api.ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  return {
    ...api,
    runtime,
    metrics,
    stored: (messages) => {
      for (const listener of listeners) listener(messages);
    },
    stdoutLines,
    failures,
    recoveries,
    call: (method, url, payload, who = ADMIN) =>
      api.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined }),
    addStream: (id, title) => {
      api.ctx.db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, 0, ?)')
        .run(id, title, indexSet, JSON.stringify({ id, title }));
    },
    addUser: async (username, permissions) => {
      insertUser(api.ctx.db, { username, password_hash: hash, email: `${username}@example.org`, full_name: username, permissions }, api.clock.now());
    },
    as: (username) => basic(username, PASSWORD),
    close: () => api.app.close(),
  };
}

/** A stored message as the processor hands it on, routed into `streams`. */
export function storedMessage(id: string, streams: string[], extra: MessageFields = {}): MessageFields {
  return {
    _id: id,
    message: `message ${id}`,
    source: 'shop-1',
    timestamp: '2024-05-01T12:00:00.000Z',
    gl2_message_id: `01HX${id}`,
    streams,
    ...extra,
  };
}

export interface Listener {
  port: number;
  /** What arrived: TCP frames without their null byte, or UDP datagrams. */
  received: Buffer[];
  close: () => Promise<void>;
}

function tcpFrames(socket: net.Socket, received: Buffer[]): void {
  let pending = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    let end = pending.indexOf(0);
    while (end >= 0) {
      received.push(pending.subarray(0, end));
      pending = pending.subarray(end + 1);
      end = pending.indexOf(0);
    }
  });
  socket.on('error', () => undefined);
}

async function listening(server: net.Server, port: number, received: Buffer[]): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

/** A GELF TCP listener (null-byte frames); `port` 0 lets the system choose. */
export function tcpListener(port = 0): Promise<Listener> {
  const received: Buffer[] = [];
  return listening(net.createServer((socket) => tcpFrames(socket, received)), port, received);
}

export const TEST_CERT_FILE = path.join(__dirname, 'testdata', 'localhost.cert.pem');

/** A GELF TCP listener behind TLS, with a self-signed certificate for localhost and 127.0.0.1. */
export function tlsListener(): Promise<Listener> {
  const received: Buffer[] = [];
  const server = tls.createServer(
    { cert: fs.readFileSync(TEST_CERT_FILE), key: fs.readFileSync(path.join(__dirname, 'testdata', 'localhost.key.pem')) },
    (socket) => tcpFrames(socket, received),
  );
  return listening(server, 0, received);
}

export async function udpListener(): Promise<Listener> {
  const received: Buffer[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (datagram) => received.push(datagram));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    received,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
