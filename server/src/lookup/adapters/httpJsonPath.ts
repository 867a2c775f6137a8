// Graylog's `httpjsonpath` adapter: one GET per key to a URL template (`${key}` becomes the URL-encoded key),
// answering the value at `single_value_jsonpath` and, if set, a multi value at `multi_value_jsonpath`. Only
// whitelisted URLs are called; a refused or failed call answers an error and is the adapter's error state
// until a call succeeds. Error states and logs name the URL template, never the key (a key may be personal
// data). After a call that timed out or could not connect, misses answer errors at once for a while
// (failingWindow.ts), so intake does not wait for a server that is down.
import { redactUrl } from '../../notify/http';
import { emptyResult, NO_TTL } from '../results';
import type { AdapterDto, LookupAnswer, TypedConfig } from '../types';
import { checkWhitelistedUrl } from './dsvHttp';
import { FailingWindow } from './failingWindow';
import { httpGet, isHttpUrl, LookupHttpError } from './httpGet';
import { compileJsonPath, JsonPathError, readJsonPath, type CompiledPath } from './jsonPath';
import type { AdapterEnv, AdapterType, DataAdapter } from './types';

const HTTP_JSON_PATH = 'httpjsonpath';
const REQUEST_TIMEOUT_MS = 10_000;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
export const MAX_JSON_BYTES = 10 * 1024 * 1024;
const KEY = '${key}';
// Stands for ${key} while the template is parsed as a URL (lower case: a host is lower-cased).
const KEY_MARK = 'lookup-key-placeholder';

/** The URL template as error states show it: ${key} kept, credentials and query left out. */
export function shownTemplate(template: string): string {
  return redactUrl(template.split(KEY).join(KEY_MARK)).split(KEY_MARK).join(KEY);
}

/** Java's URLEncoder (form encoding) with spaces as %20, as Graylog encodes the key. */
export function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Graylog's parseBody: the single value must be text, a number or a boolean; null when it is not there. */
export function parseJsonBody(body: string, single: CompiledPath, multi: CompiledPath | null): LookupAnswer | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const answer = emptyResult();
  answer.ttl = NO_TTL;
  if (multi) {
    const value = readJsonPath(multi, json);
    if (Array.isArray(value)) {
      answer.string_list_value = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
      answer.multi_value = { value };
    } else if (value !== null && typeof value === 'object') {
      answer.multi_value = value as Record<string, unknown>;
    } else if (value !== undefined) {
      answer.multi_value = { value };
    }
  }
  const value = readJsonPath(single, json);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  answer.single_value = value;
  return answer;
}

class HttpJsonPathAdapter implements DataAdapter {
  private problem: string | null = null;
  private readonly failing: FailingWindow;
  private readonly shown: string;
  private readonly single: CompiledPath;
  private readonly multi: CompiledPath | null;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly dto: AdapterDto,
    private readonly env: AdapterEnv,
  ) {
    const config = dto.config;
    this.failing = new FailingWindow(env.now);
    this.shown = shownTemplate(String(config.url));
    this.single = compileJsonPath(String(config.single_value_jsonpath));
    this.multi = typeof config.multi_value_jsonpath === 'string' && config.multi_value_jsonpath !== '' ? compileJsonPath(config.multi_value_jsonpath) : null;
    this.headers = { 'user-agent': String(config.user_agent), accept: 'application/json', ...((config.headers ?? {}) as Record<string, string>) };
  }

  start(): void {}
  stop(): void {}

  answersAtOnce(): boolean {
    return this.failing.active();
  }

  lookup(): LookupAnswer | undefined {
    return this.failing.active() ? this.env.errorResult() : undefined;
  }

  async fetch(key: string): Promise<LookupAnswer> {
    const url = String(this.dto.config.url).split(KEY).join(encodeKey(key));
    try {
      const answer = await httpGet(this.env.db, url, { headers: this.headers, timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: MAX_JSON_BYTES, shown: this.shown });
      this.recover();
      const result = parseJsonBody(answer.body, this.single, this.multi);
      return result ?? this.env.errorResult();
    } catch (error) {
      if (error instanceof LookupHttpError && error.unreachable) this.failing.mark();
      this.fail(error instanceof Error ? error.message : String(error));
      return this.env.errorResult();
    }
  }

  error(): string | null {
    return this.problem;
  }

  refresh(): Promise<void> {
    return Promise.resolve();
  }

  private fail(reason: string): void {
    if (this.problem !== reason) console.warn(`Lookup data adapter <${this.dto.name}>: ${reason}`);
    this.problem = reason;
  }

  private recover(): void {
    this.failing.clear();
    if (this.problem !== null) console.warn(`Lookup data adapter <${this.dto.name}> answers again`);
    this.problem = null;
  }
}

function checkPath(config: { refuse(field: string, reason: string): void }, field: string, path: string, definite: boolean): void {
  try {
    const compiled = compileJsonPath(path);
    if (definite && !compiled.definite) config.refuse(field, 'JSONPath does not return a single value.');
  } catch (error) {
    if (!(error instanceof JsonPathError)) throw error;
    config.refuse(field, error.message);
  }
}

export const httpJsonPathType: AdapterType = {
  type: HTTP_JSON_PATH,
  configClass: 'org.graylog2.lookup.adapters.HTTPJSONPathDataAdapter$Config',
  defaultConfig: () => ({
    type: HTTP_JSON_PATH,
    url: '',
    single_value_jsonpath: '$.value',
    // Graylog's Optional<String>, empty by default: null.
    multi_value_jsonpath: null,
    user_agent: 'Graylog Lookup - https://www.graylog.org/',
    headers: {},
  }),
  read: (config) => {
    const read: TypedConfig = {
      type: HTTP_JSON_PATH,
      url: config.string('url', { required: true }),
      single_value_jsonpath: config.string('single_value_jsonpath', { required: true }),
      multi_value_jsonpath: config.optionalString('multi_value_jsonpath'),
      user_agent: config.string('user_agent', { required: true }),
      headers: config.stringMap('headers', { maxEntries: 100 }),
    };
    for (const name of Object.keys(read.headers as Record<string, string>)) {
      if (!HEADER_NAME.test(name)) config.refuse('headers', `"${name}" is not a valid header name`);
    }
    const url = String(read.url);
    // The template is checked with a sample key in place of ${key}.
    if (url !== '' && !isHttpUrl(url.split('${key}').join('key'))) config.refuse('url', 'Invalid URL.');
    if (read.single_value_jsonpath !== '') checkPath(config, 'single_value_jsonpath', String(read.single_value_jsonpath), true);
    if (typeof read.multi_value_jsonpath === 'string' && read.multi_value_jsonpath !== '') checkPath(config, 'multi_value_jsonpath', String(read.multi_value_jsonpath), false);
    return read;
  },
  checkSurroundings: checkWhitelistedUrl,
  create: (dto, env) => new HttpJsonPathAdapter(dto, env),
};
