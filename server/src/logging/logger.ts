// The server's loggers, modelled on Graylog's log4j setup: dotted names whose levels inherit from the nearest
// configured ancestor, one line a record on stdout (stderr from WARN up), and the last records kept in memory
// for GET /system/loggers/messages/recent (Graylog's MemoryAppender). Levels live in memory only and are back
// to their defaults after a restart, as in Graylog, whose level changes only touch the running log4j context.
import { format } from 'node:util';
import { type Level, intLevel, passes } from './levels';

export type { Level } from './levels';

export interface Logger {
  readonly name: string;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  isEnabled(level: Level): boolean;
}

/** Graylog's InternalLogMessage. */
export interface LogRecord {
  message: string;
  class_name: string;
  level: Level;
  marker: null;
  timestamp: string;
  throwable: string | null;
  thread_name: string;
  context: Record<string, string>;
}

/** Where formatted lines go; tests replace it to see what the server prints. */
export type LogSink = (line: string, record: LogRecord) => void;

/** log4j's name for the root logger. */
export const ROOT_LOGGER = '';
/** Graylog's memory appender keeps 500 records by default. */
export const RECENT_CAPACITY = 500;

// Root at INFO (Graylog's root is WARN) because the server's own start messages go through the root logger.
const DEFAULT_LEVELS: ReadonlyArray<[string, Level]> = [[ROOT_LOGGER, 'INFO'], ['org.graylog2', 'INFO']];

const configured = new Map<string, Level>(DEFAULT_LEVELS);
const named = new Map<string, Logger>();
const recent: LogRecord[] = [];
let recentStart = 0;

const standardSink: LogSink = (line, record) => {
  const stream = intLevel(record.level) <= intLevel('WARN') ? process.stderr : process.stdout;
  stream.write(`${line}\n`);
};
let sink: LogSink = standardSink;

/** The level a logger of this name logs at: its own, else its nearest configured ancestor's, else the root's. */
export function effectiveLevel(name: string): Level {
  for (let candidate = name; ; candidate = parentOf(candidate)) {
    const level = configured.get(candidate);
    if (level) return level;
    if (candidate === ROOT_LOGGER) return 'INFO';
  }
}

function parentOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? ROOT_LOGGER : name.slice(0, dot);
}

export function setLoggerLevel(name: string, level: Level): void {
  configured.set(name, level);
}

/** The configured loggers and every logger the server has asked for, with the level each logs at. */
export function knownLoggers(): Array<{ name: string; level: Level }> {
  const names = new Set([...configured.keys(), ...named.keys()]);
  return [...names].sort().map((name) => ({ name, level: effectiveLevel(name) }));
}

export function getLogger(name: string): Logger {
  const existing = named.get(name);
  if (existing) return existing;
  const log = (level: Level) => (message: string) => { record(name, level, message); };
  const logger: Logger = {
    name,
    debug: log('DEBUG'),
    info: log('INFO'),
    warn: log('WARN'),
    error: log('ERROR'),
    isEnabled: (level) => passes(level, effectiveLevel(name)),
  };
  named.set(name, logger);
  return logger;
}

function record(name: string, level: Level, message: string, throwable: string | null = null): void {
  if (!passes(level, effectiveLevel(name))) return;
  const entry: LogRecord = {
    message,
    class_name: name,
    level,
    marker: null,
    timestamp: new Date().toISOString(),
    throwable,
    thread_name: 'main',
    context: {},
  };
  remember(entry);
  const line = `${entry.timestamp} ${level.padEnd(5)}: ${name || 'root'} - ${message}${throwable ? `\n${throwable}` : ''}`;
  try {
    sink(line, entry);
  } catch {
    // A closed stdout must not turn logging into a crash of whatever was logging.
  }
}

function remember(entry: LogRecord): void {
  if (recent.length < RECENT_CAPACITY) {
    recent.push(entry);
  } else {
    recent[recentStart] = entry;
    recentStart = (recentStart + 1) % RECENT_CAPACITY;
  }
}

/** The newest `limit` records at `level` or more severe, newest first (as Graylog's memory appender answers). */
export function recentRecords(limit: number, level: Level): LogRecord[] {
  const found: LogRecord[] = [];
  for (let back = 1; back <= recent.length && found.length < limit; back += 1) {
    const entry = recent[(recentStart + recent.length - back) % recent.length];
    if (passes(entry.level, level)) found.push(entry);
  }
  return found;
}

export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => { sink = previous; };
}

/** Back to the levels of a fresh start, with no recent records (tests). */
export function resetLogging(): void {
  configured.clear();
  for (const [name, level] of DEFAULT_LEVELS) configured.set(name, level);
  recent.length = 0;
  recentStart = 0;
}

const BRIDGED: ReadonlyArray<[keyof Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'>, Level]> = [
  ['log', 'INFO'], ['info', 'INFO'], ['debug', 'DEBUG'], ['warn', 'WARN'], ['error', 'ERROR'],
];
const bridgedConsoles = new WeakSet<Console>();

/**
 * Sends the server's console calls through the root logger, so they are level-checked, formatted and kept
 * among the recent messages like every other record. An Error among the arguments becomes the throwable.
 */
export function installConsoleBridge(target: Console = console): void {
  if (bridgedConsoles.has(target)) return;
  bridgedConsoles.add(target);
  for (const [method, level] of BRIDGED) {
    target[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = error ? args.filter((arg) => arg !== error) : args;
      const message = rest.length > 0 ? format(...rest) : error?.message ?? '';
      record(ROOT_LOGGER, level, message, error?.stack ?? null);
    };
  }
}
