// Graylog's `dsvhttp` adapter: a delimiter-separated file fetched over HTTP (whitelisted URLs only) and held in
// memory; columns are chosen by number, lines starting with the ignore characters are comments. Fetched when
// the adapter starts and again every refresh_interval seconds with If-Modified-Since; new data empties the
// caches of its tables. Until the first fetch has finished, lookups wait for it (the service's rounds); a
// failed fetch is the error state, and the data of the last good fetch stays in use.
import { parse } from 'csv-parse/sync';
import { emptyResult, singleResult } from '../results';
import { addFieldError, type AdapterDto, type FieldErrors, type LookupAnswer, type TypedConfig } from '../types';
import { httpGet, isHttpUrl, LookupHttpError } from './httpGet';
import { intervalMs, RefreshTimer } from './refreshTimer';
import type { AdapterEnv, AdapterType, DataAdapter } from './types';
import { isWhitelisted, notWhitelistedMessage } from '../../urlwhitelist/whitelist';

const DSV_HTTP = 'dsvhttp';
export const MAX_DSV_BYTES = 256 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

export interface DsvOptions {
  separator: string;
  lineSeparator: string;
  quotechar: string;
  ignorechar: string;
  keyColumn: number;
  valueColumn: number | null;
  presenceOnly: boolean;
  caseInsensitive: boolean;
}

/** The key-value map of a DSV text, as Graylog's DSVParser reads it (no header line; short lines are skipped). */
export function parseDsvTable(text: string, options: DsvOptions): Map<string, string> {
  const rows = parse(text, {
    delimiter: options.separator,
    record_delimiter: options.lineSeparator,
    quote: options.quotechar,
    comment: options.ignorechar,
    comment_no_infix: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  const table = new Map<string, string>();
  const needed = Math.max(options.keyColumn, options.presenceOnly ? 0 : options.valueColumn ?? 0);
  for (const row of rows) {
    if (row.length <= needed) continue;
    const key = row[options.keyColumn];
    table.set(options.caseInsensitive ? key.toLowerCase() : key, options.presenceOnly ? '' : row[options.valueColumn ?? 0]);
  }
  return table;
}

function optionsOf(config: TypedConfig): DsvOptions {
  return {
    separator: String(config.separator),
    lineSeparator: String(config.line_separator),
    quotechar: String(config.quotechar),
    ignorechar: String(config.ignorechar),
    keyColumn: Number(config.key_column),
    valueColumn: typeof config.value_column === 'number' ? config.value_column : null,
    presenceOnly: config.check_presence_only === true,
    caseInsensitive: config.case_insensitive_lookup === true,
  };
}

class DsvHttpAdapter implements DataAdapter {
  private table: ReadonlyMap<string, string> | null = null;
  private problem: string | null = null;
  private refused = false;
  private lastModified: string | null = null;
  private firstLoad: Promise<void> | null = null;
  private stopped = false;
  private readonly options: DsvOptions;
  private readonly url: string;
  private readonly timer: RefreshTimer;

  constructor(
    private readonly dto: AdapterDto,
    private readonly env: AdapterEnv,
  ) {
    this.url = String(dto.config.url);
    this.options = optionsOf(dto.config);
    this.timer = new RefreshTimer(intervalMs(dto.config.refresh_interval), () => this.refresh());
  }

  start(): void {
    this.firstLoad = this.load();
    this.timer.start();
  }

  stop(): void {
    this.stopped = true;
    this.timer.stop();
  }

  answersAtOnce(): boolean {
    return this.table !== null || this.problem !== null;
  }

  lookup(key: string): LookupAnswer | undefined {
    if (this.table === null) return this.problem === null ? undefined : this.env.errorResult();
    const text = this.options.caseInsensitive ? key.toLowerCase() : key;
    if (this.options.presenceOnly) return singleResult(this.table.has(text));
    const value = this.table.get(text);
    return value === undefined ? emptyResult() : singleResult(value);
  }

  async fetch(key: string): Promise<LookupAnswer> {
    await (this.firstLoad ?? this.load());
    return this.lookup(key) ?? this.env.errorResult();
  }

  error(): string | null {
    return this.problem;
  }

  refresh(): Promise<void> {
    return this.load();
  }

  private async load(): Promise<void> {
    try {
      // After a refusal the file is fetched whole again, so problems with it show up again.
      const since = this.refused ? null : this.lastModified;
      const answer = await httpGet(this.env.db, this.url, {
        headers: { 'user-agent': 'Graylog (server)' },
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: MAX_DSV_BYTES,
        ifModifiedSince: since,
      });
      if (this.stopped) return;
      this.refused = false;
      if (answer.status !== 304) {
        this.table = parseDsvTable(answer.body, this.options);
        this.lastModified = answer.lastModified ?? new Date(this.env.now()).toUTCString();
        this.env.purgeCaches();
      }
      if (this.problem !== null) console.warn(`Lookup data adapter <${this.dto.name}> fetches ${this.url} again`);
      this.problem = null;
    } catch (error) {
      if (this.stopped) return;
      const reason = error instanceof Error ? error.message : String(error);
      this.refused = error instanceof LookupHttpError && error.refused;
      if (this.problem !== reason) console.warn(`Lookup data adapter <${this.dto.name}>: ${reason}`);
      this.problem = reason;
    }
  }
}

function checkUrl(config: TypedConfig, db: Parameters<NonNullable<AdapterType['checkSurroundings']>>[1]): FieldErrors {
  const errors: FieldErrors = {};
  const url = String(config.url);
  if (!isWhitelisted(db, url)) addFieldError(errors, 'url', notWhitelistedMessage(url));
  return errors;
}

export const dsvHttpType: AdapterType = {
  type: DSV_HTTP,
  configClass: 'org.graylog2.lookup.adapters.DSVHTTPDataAdapter$Config',
  defaultConfig: () => ({
    type: DSV_HTTP,
    url: 'https://example.org/table.csv',
    separator: ',',
    line_separator: '\n',
    quotechar: '"',
    ignorechar: '#',
    key_column: 0,
    check_presence_only: false,
    value_column: 1,
    refresh_interval: 60,
    case_insensitive_lookup: false,
  }),
  read: (config) => {
    const read = {
      type: DSV_HTTP,
      url: config.string('url', { required: true }),
      separator: config.string('separator', { required: true, length: 1 }),
      line_separator: config.string('line_separator', { required: true, length: 1 }),
      quotechar: config.string('quotechar', { required: true, length: 1 }),
      ignorechar: config.string('ignorechar', { required: true }),
      key_column: config.integer('key_column', { min: 0, max: 10_000 }),
      check_presence_only: config.boolean('check_presence_only', false),
      value_column: config.optionalInteger('value_column', { min: 0, max: 10_000 }),
      refresh_interval: config.integer('refresh_interval', { min: 1 }),
      case_insensitive_lookup: config.boolean('case_insensitive_lookup', false),
    };
    if (read.url !== '' && !isHttpUrl(read.url)) config.refuse('url', `Unable to parse url: ${read.url}`);
    if (!read.check_presence_only && read.value_column === null) config.refuse('value_column', 'must not be empty unless only the presence of keys is checked');
    if (read.separator !== '' && read.separator === read.line_separator) config.refuse('line_separator', 'must differ from the separator');
    return read;
  },
  checkSurroundings: checkUrl,
  create: (dto, env) => new DsvHttpAdapter(dto, env),
};

export { checkUrl as checkWhitelistedUrl };
