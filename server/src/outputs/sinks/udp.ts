// GELF over UDP: one datagram per message, or GELF chunks when it is larger than one chunk. The socket
// is connected, so the system reports a destination port that refuses datagrams.
import dgram from 'node:dgram';
import dns from 'node:dns';
import net from 'node:net';
import type { MessageFields } from '../../messages/types';
import { gelfPayload, udpDatagrams } from '../gelf';
import { reasonOf, type Sink, type SinkEvents } from './types';

export class GelfUdpSink implements Sink {
  readonly target: string;
  private socket: dgram.Socket | null = null;
  /** Tells a name lookup that finishes after close() (or a newer open) that it is stale. */
  private generation = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly now: () => number,
  ) {
    this.target = `udp://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
  }

  open(events: SinkEvents): void {
    const generation = ++this.generation;
    dns.lookup(this.host, (error, address, family) => {
      if (generation !== this.generation) return;
      if (error) {
        events.down(reasonOf(error));
        return;
      }
      const socket = dgram.createSocket(family === 6 ? 'udp6' : 'udp4');
      this.socket = socket;
      socket.on('error', (socketError) => {
        if (this.socket !== socket) return;
        this.socket = null;
        socket.close();
        events.down(reasonOf(socketError));
      });
      socket.connect(this.port, address, () => {
        if (this.socket === socket) events.ready();
      });
    });
  }

  write(fields: MessageFields, done: (error: Error | null) => void): void {
    const socket = this.socket;
    let datagrams: Buffer[];
    try {
      if (!socket) throw new Error('not connected');
      datagrams = udpDatagrams(gelfPayload(fields, this.now()));
    } catch (error) {
      setImmediate(() => done(error instanceof Error ? error : new Error(String(error))));
      return;
    }
    let remaining = datagrams.length;
    let failure: Error | null = null;
    for (const datagram of datagrams) {
      socket.send(datagram, (error) => {
        failure ??= error ?? null;
        remaining -= 1;
        if (remaining === 0) done(failure);
      });
    }
  }

  close(): void {
    this.generation += 1;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}
