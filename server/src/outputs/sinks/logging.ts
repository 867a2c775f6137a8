// Graylog's STDOUT output: each message as one line ("<prefix>source: … | message: … { field: value | … }")
// on the server's standard output, written with its back-pressure so a slow terminal or pipe only fills
// the output's queue.
import type { Writable } from 'node:stream';
import type { MessageFields } from '../../messages/types';
import type { Sink, SinkEvents } from './types';

// Control characters (line breaks, terminal escapes) would split the line or drive the operator's terminal.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

function shown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The line the STDOUT output writes for a message, without its line break. */
export function loggingLine(prefix: string, fields: MessageFields): string {
  const others = Object.keys(fields)
    .filter((name) => name !== 'source' && name !== 'message')
    .sort()
    .map((name) => `${name}: ${shown(fields[name])}`);
  const line = `${prefix}source: ${shown(fields.source)} | message: ${shown(fields.message)} { ${others.join(' | ')} }`;
  return line.replace(CONTROL, ' ');
}

export class LoggingSink implements Sink {
  readonly target = 'standard output';

  constructor(
    private readonly prefix: string,
    private readonly out: Writable,
  ) {}

  open(events: SinkEvents): void {
    setImmediate(() => events.ready());
  }

  write(fields: MessageFields, done: (error: Error | null) => void): void {
    this.out.write(`${loggingLine(this.prefix, fields)}\n`, (error) => done(error ?? null));
  }

  close(): void {
    // Standard output belongs to the process; the output only stops writing to it.
  }
}
