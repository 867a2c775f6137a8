// UDP transport: every datagram is one payload; for GELF, chunked datagrams are reassembled first
// and incomplete messages are dropped after Graylog's 5 seconds (counted as failures).
import dgram from 'node:dgram';
import net from 'node:net';
import { GelfChunkAssembler } from '../../codecs/gelfChunks';
import { CodecError } from '../../codecs/types';
import { bindError, listenAddress } from './bind';
import type { StartedTransport, TransportOptions } from './types';

const EXPIRE_INTERVAL_MS = 1000;

export interface UdpOptions extends TransportOptions {
  /** Reassemble GELF chunks (GELF UDP). */
  gelfChunks: boolean;
}

export async function startUdpTransport(options: UdpOptions): Promise<StartedTransport> {
  const { configuration, sink, now } = options;
  const { address, port } = listenAddress(configuration);
  const socket = dgram.createSocket({ type: net.isIPv6(address) ? 'udp6' : 'udp4' });
  const assembler = options.gelfChunks ? new GelfChunkAssembler() : null;

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      closeQuietly(socket);
      reject(bindError(address, port, error));
    };
    socket.once('error', failed);
    socket.bind(port, address, () => {
      socket.off('error', failed);
      resolve();
    });
  });
  // After binding, socket errors (e.g. ICMP-triggered ones) concern single datagrams, never the input.
  socket.on('error', () => undefined);
  applyReceiveBuffer(socket, configuration.recv_buffer_size);

  socket.on('message', (datagram, remote) => {
    sink.countBytes(datagram.length);
    if (sink.overloaded) {
      sink.failure('Processing is behind: a UDP datagram was dropped');
      return;
    }
    let payload: Buffer | null = datagram;
    if (assembler) {
      try {
        payload = assembler.add(datagram, now(), `${remote.address}:${remote.port}`);
      } catch (error) {
        sink.failure(error instanceof CodecError ? error.message : String(error));
        return;
      }
    }
    if (payload) sink.receive(payload, { address: remote.address, port: remote.port });
  });

  const expiry = assembler
    ? setInterval(() => {
        const lost = assembler.expire(now());
        if (lost > 0) sink.failure(`${lost} chunked GELF message${lost === 1 ? ' was' : 's were'} incomplete and dropped`, lost);
      }, EXPIRE_INTERVAL_MS)
    : null;
  expiry?.unref();

  let closed: Promise<void> | null = null;
  return {
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        if (expiry) clearInterval(expiry);
        socket.removeAllListeners('message');
        socket.close(() => resolve());
      });
      return closed;
    },
  };
}

function closeQuietly(socket: dgram.Socket): void {
  try {
    socket.close();
  } catch {
    // Never bound: nothing to release.
  }
}

// The kernel may cap the size (net.core.rmem_max); Graylog also only warns when it cannot be set.
function applyReceiveBuffer(socket: dgram.Socket, size: unknown): void {
  if (typeof size !== 'number' || size <= 0) return;
  try {
    socket.setRecvBufferSize(size);
  } catch {
    // The operating system's default stays in effect.
  }
}
