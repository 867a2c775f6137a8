// TCP transport: each connection's byte stream is cut into messages by the input's framer (NUL for
// GELF, newline for raw, octet counting or newline for syslog). A framing error (e.g. a message
// longer than max_message_size) closes that connection and counts a failure; the listener and the
// other connections go on. While processing is behind, sockets stop reading (TCP flow control
// slows the senders) and resume once the backlog has drained.
import net from 'node:net';
import type { Framer } from '../../codecs/framing';
import { CodecError } from '../../codecs/types';
import { listenAddress, listenOn } from './bind';
import type { StartedTransport, TransportOptions } from './types';

export interface TcpOptions extends TransportOptions {
  /** A new framer for each connection, limited to `maxFrameBytes`. */
  framer: (maxFrameBytes: number) => Framer;
}

const DEFAULT_MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export async function startTcpTransport(options: TcpOptions): Promise<StartedTransport> {
  const { configuration, sink } = options;
  const { address, port } = listenAddress(configuration);
  const maxFrameBytes = typeof configuration.max_message_size === 'number' && configuration.max_message_size > 0
    ? configuration.max_message_size
    : DEFAULT_MAX_MESSAGE_BYTES;
  const readAhead = typeof configuration.recv_buffer_size === 'number' && configuration.recv_buffer_size > 0 ? configuration.recv_buffer_size : undefined;
  const sockets = new Set<net.Socket>();
  const paused = new Set<net.Socket>();
  let waitingForDrain = false;
  let forgetDrainWait = () => undefined as void;

  const resumeAll = () => {
    waitingForDrain = false;
    for (const socket of paused) socket.resume();
    paused.clear();
  };
  const holdBack = (socket: net.Socket) => {
    socket.pause();
    paused.add(socket);
    if (!waitingForDrain) {
      waitingForDrain = true;
      forgetDrainWait = sink.whenDrained(resumeAll);
    }
  };

  const server = net.createServer({ keepAlive: configuration.tcp_keepalive === true, highWaterMark: readAhead }, (socket) => {
    sockets.add(socket);
    sink.connectionOpened();
    const framer = options.framer(maxFrameBytes);
    const peer = { address: socket.remoteAddress ?? '', port: socket.remotePort ?? 0 };

    socket.on('data', (chunk: Buffer) => {
      sink.countBytes(chunk.length);
      let frames: Buffer[];
      try {
        frames = framer.push(chunk);
      } catch (error) {
        sink.failure(`Connection from ${peer.address} closed: ${error instanceof CodecError ? error.message : String(error)}`);
        socket.destroy();
        return;
      }
      for (const frame of frames) sink.receive(frame, peer);
      if (sink.overloaded) holdBack(socket);
    });
    socket.on('end', () => {
      const last = framer.finish();
      if (last) sink.receive(last, peer);
      socket.end();
    });
    // A connection reset concerns only that connection.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      paused.delete(socket);
      sink.connectionClosed();
    });
  });

  await listenOn(server, address, port);

  let closed: Promise<void> | null = null;
  return {
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        forgetDrainWait();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}
