// A graceful shutdown asked for over the API (Graylog's GracefulShutdown): once the answer is sent, the
// lifecycle turns to halting, the app closes (inputs stop first, what they accepted is journaled or stored,
// the message store commits and closes), then the process exits. The exit is the server's to give
// (app.ts: main.ts exits the process, tests record the call); without one the app only closes.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { nodeStatus } from './nodeStatus';

export type ExitProcess = (code: number) => void;

const log = getLogger('org.graylog2.system.shutdown.GracefulShutdown');
const exits = new WeakMap<ServerContext, ExitProcess>();

export function setShutdownExit(ctx: ServerContext, exit: ExitProcess): void {
  exits.set(ctx, exit);
}

/** Starts the shutdown unless one is under way; returns at once. */
export function shutDownGracefully(ctx: ServerContext, app: FastifyInstance): void {
  const status = nodeStatus(ctx);
  if (status.lifecycle === 'HALTING') return;
  status.halting();
  const exit = exits.get(ctx);
  log.info('Graceful shutdown initiated over the API.');
  app.close().then(
    () => exit?.(0),
    (error: unknown) => {
      log.error(`Error while shutting down: ${error instanceof Error ? error.message : String(error)}`);
      exit?.(1);
    },
  );
}
