// Where one output's messages go: a connection (TCP, TLS, UDP) or a stream of lines (STDOUT). A worker
// (worker.ts) owns the queue and the retries; a sink only opens, writes and closes.
import type { MessageFields } from '../../messages/types';

export interface SinkEvents {
  /** Writes can go now. */
  ready(): void;
  /** The sink cannot take writes any more (connection refused, lost, timed out); the worker retries. */
  down(reason: string): void;
}

export interface Sink {
  /** The destination in log lines, e.g. "tcp://logs.example.org:12201". */
  readonly target: string;
  /**
   * Starts connecting, then reports `ready` once writes can go and `down` when they cannot (before or
   * after ready). After `down`, nothing more until the next open.
   */
  open(events: SinkEvents): void;
  /**
   * Sends one message; `done` is called once, asynchronously, when it was handed to the system or
   * could not be. Called only between ready and down.
   */
  write(fields: MessageFields, done: (error: Error | null) => void): void;
  /** Closes at once; writes not yet done fail. No event follows. */
  close(): void;
}

export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
