// Graylog's `csvfile` adapter: a CSV file on the server whose first line names the columns; one column gives
// the keys, another the values. The file is read when the adapter starts and read again when its size or
// modification time changes (checked every check_interval seconds), which also empties the caches of its
// tables. A file that is missing or cannot be parsed is the adapter's error state; the last good data stays.
//
// Parsing holds the event loop (a 100 MB file takes seconds), so only small files are parsed in one go.
// Larger ones are streamed through csv-parse a chunk at a time, letting intake and requests run between
// chunks; the old data answers until the new data is complete. Until the first load of a large file is
// complete the adapter does not answer at once: lookups are misses that the service's rounds wait for
// (briefly for intake, which then answers the defaults with has_error and gets the answers next time).
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseStream, type Options as CsvParseOptions } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { addFieldError, type AdapterDto, type FieldErrors, type LookupAnswer, type TypedConfig } from '../types';
import { emptyResult, singleResult } from '../results';
import { intervalMs, RefreshTimer } from './refreshTimer';
import type { AdapterEnv, AdapterType, DataAdapter } from './types';

const CSV_FILE = 'csvfile';
/** Larger files are refused: the whole table is held in memory. */
export const MAX_CSV_BYTES = 256 * 1024 * 1024;
/**
 * Files up to this size are parsed in one go (a few milliseconds), so a new table answers its first lookup at
 * once, in the same tick (extractors compiled right after a table is saved rely on it); larger ones stream.
 */
export const SYNC_LOAD_MAX_BYTES = 1024 * 1024;

export interface CsvOptions {
  separator: string;
  quotechar: string;
  keyColumn: string;
  valueColumn: string;
  caseInsensitive: boolean;
}

function parseOptions(options: CsvOptions): CsvParseOptions {
  return {
    delimiter: options.separator,
    quote: options.quotechar,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  };
}

/** Builds the key-value map row by row: the first row names the columns. */
class TableBuilder {
  readonly table = new Map<string, string>();
  private keyIndex = -1;
  private valueIndex = -1;

  constructor(private readonly options: CsvOptions) {}

  add(row: string[]): void {
    if (this.keyIndex < 0) {
      this.keyIndex = row.indexOf(this.options.keyColumn);
      this.valueIndex = row.indexOf(this.options.valueColumn);
      if (this.keyIndex < 0 || this.valueIndex < 0) throw new Error("Couldn't detect column number for key or value - check CSV file format");
      return;
    }
    const key = row[this.keyIndex];
    const value = row[this.valueIndex];
    if (key === undefined || value === undefined) return;
    this.table.set(this.options.caseInsensitive ? key.toLowerCase() : key, value);
  }
}

/** The key-value map of a CSV text; throws with a reason when the columns cannot be found or it does not parse. */
export function parseCsvTable(text: string, options: CsvOptions): Map<string, string> {
  const builder = new TableBuilder(options);
  for (const row of parse(text, parseOptions(options)) as string[][]) builder.add(row);
  return builder.table;
}

/** The key-value map of a CSV file, parsed a chunk at a time so the event loop runs between chunks. */
export async function streamCsvTable(path: string, options: CsvOptions): Promise<Map<string, string>> {
  const builder = new TableBuilder(options);
  const sink = new Writable({
    objectMode: true,
    highWaterMark: 1024,
    write(row: string[], _encoding, done) {
      try {
        builder.add(row);
        done();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  await pipeline(createReadStream(path), parseStream(parseOptions(options)), sink);
  return builder.table;
}

function checkFile(path: string, stats: Stats): void {
  if (!stats.isFile()) throw new Error(`${path} is not a file`);
  if (stats.size > MAX_CSV_BYTES) throw new Error(`${path} is larger than ${MAX_CSV_BYTES / 1024 / 1024} MiB`);
}

async function readCsvTable(path: string, stats: Stats, options: CsvOptions): Promise<Map<string, string>> {
  return stats.size <= SYNC_LOAD_MAX_BYTES ? parseCsvTable(await readFile(path, 'utf8'), options) : streamCsvTable(path, options);
}

const fileStamp = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class CsvFileAdapter implements DataAdapter {
  private table: ReadonlyMap<string, string> = new Map();
  private stamp: string | null = null;
  private problem: string | null = null;
  /** False until the first load (of a large file) is complete or has failed. */
  private loaded = true;
  private loading: Promise<void> | null = null;
  private stopped = false;
  private readonly timer: RefreshTimer;
  private readonly options: CsvOptions;
  private readonly path: string;

  constructor(
    private readonly dto: AdapterDto,
    private readonly env: AdapterEnv,
  ) {
    const config = dto.config;
    this.path = String(config.path);
    this.options = {
      separator: String(config.separator),
      quotechar: String(config.quotechar),
      keyColumn: String(config.key_column),
      valueColumn: String(config.value_column),
      caseInsensitive: config.case_insensitive_lookup === true,
    };
    this.timer = new RefreshTimer(intervalMs(config.check_interval), () => this.refresh());
  }

  start(): void {
    // Read when starting, as Graylog does; a small file at once, so a new table answers its first lookup.
    try {
      const stats = statSync(this.path);
      checkFile(this.path, stats);
      if (stats.size <= SYNC_LOAD_MAX_BYTES) {
        this.use(stats, parseCsvTable(readFileSync(this.path, 'utf8'), this.options));
      } else {
        this.loaded = false;
        this.loading = this.load(stats, false);
      }
    } catch (error) {
      this.fail(error);
    }
    this.timer.start();
  }

  answersAtOnce(): boolean {
    return this.loaded;
  }

  stop(): void {
    this.stopped = true;
    this.timer.stop();
  }

  lookup(key: string): LookupAnswer | undefined {
    if (!this.loaded) return undefined;
    const value = this.table.get(this.options.caseInsensitive ? key.toLowerCase() : key);
    return value === undefined ? emptyResult() : singleResult(value);
  }

  async fetch(key: string): Promise<LookupAnswer> {
    await this.loading;
    return this.lookup(key) ?? emptyResult();
  }

  error(): string | null {
    return this.problem;
  }

  async refresh(): Promise<void> {
    await this.loading;
    try {
      const stats = await stat(this.path);
      if (fileStamp(stats) === this.stamp && this.problem === null) return;
      checkFile(this.path, stats);
      this.loading = this.load(stats, true);
      await this.loading;
    } catch (error) {
      this.fail(error);
    }
  }

  /** Reads the file and swaps its data in when complete; never rejects (a failure is the error state). */
  private async load(stats: Stats, purge: boolean): Promise<void> {
    try {
      const table = await readCsvTable(this.path, stats, this.options);
      if (this.stopped) return;
      this.use(stats, table);
      // Caches may hold answers from the old data; the adapter of a replaced configuration purges nothing.
      if (purge) this.env.purgeCaches();
    } catch (error) {
      if (!this.stopped) this.fail(error);
    } finally {
      this.loaded = true;
      this.loading = null;
    }
  }

  private use(stats: Stats, table: ReadonlyMap<string, string>): void {
    this.table = table;
    this.stamp = fileStamp(stats);
    if (this.problem !== null) console.warn(`Lookup data adapter <${this.dto.name}> reads ${this.path} again`);
    this.problem = null;
  }

  private fail(error: unknown): void {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? `File ${this.path} does not exist` : `Couldn't read ${this.path}: ${reasonOf(error)}`;
    if (this.problem !== reason) console.warn(`Lookup data adapter <${this.dto.name}>: ${reason}`);
    this.problem = reason;
  }
}

export const csvFileType: AdapterType = {
  type: CSV_FILE,
  configClass: 'org.graylog2.lookup.adapters.CSVFileDataAdapter$Config',
  defaultConfig: () => ({
    type: CSV_FILE,
    path: '/etc/graylog/lookup-table.csv',
    separator: ',',
    quotechar: '"',
    key_column: 'key',
    value_column: 'value',
    check_interval: 60,
    case_insensitive_lookup: false,
  }),
  read: (config) => {
    const read = {
      type: CSV_FILE,
      path: config.string('path', { required: true }),
      separator: config.string('separator', { required: true, length: 1 }),
      quotechar: config.string('quotechar', { required: true, length: 1 }),
      key_column: config.string('key_column', { required: true }),
      value_column: config.string('value_column', { required: true }),
      check_interval: config.integer('check_interval', { min: 1 }),
      case_insensitive_lookup: config.boolean('case_insensitive_lookup', false),
    };
    if (read.separator !== '' && read.separator === read.quotechar) config.refuse('quotechar', 'must differ from the separator');
    return read;
  },
  checkSurroundings: (config: TypedConfig) => {
    const errors: FieldErrors = {};
    try {
      if (!statSync(String(config.path)).isFile()) addFieldError(errors, 'path', 'The file cannot be read.');
    } catch (error) {
      addFieldError(errors, 'path', (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'The file does not exist.' : 'The file cannot be read.');
    }
    return errors;
  },
  create: (dto, env) => new CsvFileAdapter(dto, env),
};
