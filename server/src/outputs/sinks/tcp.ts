// GELF over TCP (optionally TLS): one kept connection, each message a JSON frame ended by a null byte,
// as Graylog's GELF TCP inputs read them. Anything the destination sends back is ignored.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import type { MessageFields } from '../../messages/types';
import { gelfPayload } from '../gelf';
import { reasonOf, type Sink, type SinkEvents } from './types';

const FRAME_END = Buffer.from([0]);

export interface TcpSinkOptions {
  host: string;
  port: number;
  tls: boolean;
  /** TLS: refuse a certificate that is not trusted or does not name the host. */
  verify: boolean;
  /** TLS: a PEM file with the certificates to trust instead of the system's ('' for the system's). */
  trustChainFile: string;
  /** 0: wait as long as the system does. */
  connectTimeoutMs: number;
  noDelay: boolean;
  keepAlive: boolean;
}

export class GelfTcpSink implements Sink {
  readonly target: string;
  private socket: net.Socket | null = null;

  constructor(
    private readonly options: TcpSinkOptions,
    private readonly now: () => number,
  ) {
    this.target = `${options.tls ? 'tls' : 'tcp'}://${net.isIPv6(options.host) ? `[${options.host}]` : options.host}:${options.port}`;
  }

  open(events: SinkEvents): void {
    let socket: net.Socket;
    try {
      socket = this.connect();
    } catch (error) {
      // A trust chain that cannot be read (it was checked when saved, but files change).
      setImmediate(() => events.down(reasonOf(error)));
      return;
    }
    this.socket = socket;
    let lastError: string | null = null;
    let isDown = false;
    const down = (reason: string): void => {
      if (timer) clearTimeout(timer);
      if (isDown || this.socket !== socket) return;
      isDown = true;
      this.socket = null;
      socket.destroy();
      events.down(reason);
    };
    const { connectTimeoutMs } = this.options;
    const timer = connectTimeoutMs > 0 ? setTimeout(() => down(`no connection within ${connectTimeoutMs} ms`), connectTimeoutMs) : null;
    socket.once(this.options.tls ? 'secureConnect' : 'connect', () => {
      if (timer) clearTimeout(timer);
      socket.setNoDelay(this.options.noDelay);
      socket.setKeepAlive(this.options.keepAlive);
      if (this.socket === socket) events.ready();
    });
    socket.on('error', (error) => {
      lastError = reasonOf(error);
    });
    socket.on('close', () => down(lastError ?? 'connection closed by the destination'));
    socket.resume();
  }

  write(fields: MessageFields, done: (error: Error | null) => void): void {
    const socket = this.socket;
    // Node buffers a write on a socket that is still connecting; a message counts as handed on only once
    // a connected socket took it.
    if (!socket || socket.connecting || socket.destroyed) {
      setImmediate(() => done(new Error('not connected')));
      return;
    }
    socket.write(Buffer.concat([gelfPayload(fields, this.now()), FRAME_END]), (error) => done(error ?? null));
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.destroy();
  }

  private connect(): net.Socket {
    const { host, port } = this.options;
    if (!this.options.tls) return net.connect({ host, port });
    const chain = this.options.trustChainFile;
    return tls.connect({
      host,
      port,
      servername: net.isIP(host) === 0 ? host : undefined,
      rejectUnauthorized: this.options.verify,
      ca: chain === '' ? undefined : readFileSync(chain),
    });
  }
}
