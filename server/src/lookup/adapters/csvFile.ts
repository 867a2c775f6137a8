// Graylog's `csvfile` adapter: a CSV file on the server whose first line names the columns; one column gives
// the keys, another the values. The file is read when the adapter starts and read again when its size or
// modification time changes (checked every check_interval seconds), which also empties the caches of its
// tables. A file that is missing or cannot be parsed is the adapter's error state; the last good data stays.
import { readFileSync, statSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { addFieldError, type AdapterDto, type FieldErrors, type TypedConfig } from '../types';
import { emptyResult, singleResult } from '../results';
import { intervalMs, RefreshTimer } from './refreshTimer';
import type { AdapterEnv, AdapterType, DataAdapter } from './types';

const CSV_FILE = 'csvfile';
/** Larger files are refused: the whole table is held in memory. */
export const MAX_CSV_BYTES = 256 * 1024 * 1024;

export interface CsvOptions {
  separator: string;
  quotechar: string;
  keyColumn: string;
  valueColumn: string;
  caseInsensitive: boolean;
}

/** The key-value map of a CSV text; throws with a reason when the columns cannot be found or it does not parse. */
export function parseCsvTable(text: string, options: CsvOptions): Map<string, string> {
  const rows = parse(text, {
    delimiter: options.separator,
    quote: options.quotechar,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];
  const table = new Map<string, string>();
  if (rows.length === 0) return table;
  const header = rows[0];
  const keyIndex = header.indexOf(options.keyColumn);
  const valueIndex = header.indexOf(options.valueColumn);
  if (keyIndex < 0 || valueIndex < 0) throw new Error("Couldn't detect column number for key or value - check CSV file format");
  for (const row of rows.slice(1)) {
    const key = row[keyIndex];
    const value = row[valueIndex];
    if (key === undefined || value === undefined) continue;
    table.set(options.caseInsensitive ? key.toLowerCase() : key, value);
  }
  return table;
}

const fileStamp = (stats: Stats) => `${stats.size}:${stats.mtimeMs}`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

class CsvFileAdapter implements DataAdapter {
  private table: ReadonlyMap<string, string> = new Map();
  private stamp: string | null = null;
  private problem: string | null = null;
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
    // Read at once, as Graylog does on start, so a new table answers its first lookup.
    try {
      const stats = statSync(this.path);
      this.load(stats, () => readFileSync(this.path, 'utf8'));
    } catch (error) {
      this.fail(error);
    }
    this.timer.start();
  }

  answersAtOnce(): boolean {
    return true;
  }

  stop(): void {
    this.timer.stop();
  }

  lookup(key: string) {
    const value = this.table.get(this.options.caseInsensitive ? key.toLowerCase() : key);
    return value === undefined ? emptyResult() : singleResult(value);
  }

  fetch(key: string) {
    return Promise.resolve(this.lookup(key));
  }

  error(): string | null {
    return this.problem;
  }

  async refresh(): Promise<void> {
    try {
      const stats = await stat(this.path);
      if (fileStamp(stats) === this.stamp && this.problem === null) return;
      const text = await readFile(this.path, 'utf8');
      this.load(stats, () => text);
      this.env.purgeCaches();
    } catch (error) {
      this.fail(error);
    }
  }

  private load(stats: Stats, read: () => string): void {
    if (!stats.isFile()) throw new Error(`${this.path} is not a file`);
    if (stats.size > MAX_CSV_BYTES) throw new Error(`${this.path} is larger than ${MAX_CSV_BYTES / 1024 / 1024} MiB`);
    const table = parseCsvTable(read(), this.options);
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
