// Outbound GETs of the HTTP adapters: only to http(s) URLs the URL whitelist allows (checked on every call, so
// a whitelist change applies at once), no redirects (following one could leave the whitelist), a time limit
// and a size limit. Failures are LookupHttpErrors whose messages name the URL without credentials or query,
// or the caller's own text for it (a URL made from a lookup key must not show the key: error states are
// visible to every lookuptables:read user and a key may be personal data).
import type { Db } from '../../db/types';
import { redactUrl } from '../../notify/http';
import { isWhitelisted, notWhitelistedMessage } from '../../urlwhitelist/whitelist';

export class LookupHttpError extends Error {
  constructor(
    message: string,
    /** The whitelist refused the URL: the adapter's error state until the whitelist allows it. */
    readonly refused = false,
    /** No answer in time, or the server could not be reached: asking again at once would most likely fail too. */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'LookupHttpError';
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
  lastModified: string | null;
}

export interface GetOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /** A 304 answer is then a success with an empty body. */
  ifModifiedSince?: string | null;
  /** How messages name the URL; by default the URL without credentials or query. */
  shown?: string;
}

/** Whether `url` parses as an http or https URL. */
export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

async function readLimited(response: Response, maxBytes: number, shown: string): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new LookupHttpError(`${shown} answered more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The text of a failed connection with the URL (and its host, when `shown` does not name it) replaced. */
function connectionProblem(error: unknown, url: string, shown: string): string {
  const text = causeOf(error).split(url).join(shown);
  const host = new URL(url).hostname;
  return shown.includes(host) ? text : text.split(host).join('the host');
}

export async function httpGet(db: Db, url: string, options: GetOptions): Promise<HttpAnswer> {
  const shown = options.shown ?? redactUrl(url);
  if (!isHttpUrl(url)) throw new LookupHttpError(`Malformed URL: ${shown}`);
  if (!isWhitelisted(db, url)) throw new LookupHttpError(notWhitelistedMessage(shown), true);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = { ...options.headers };
  if (options.ifModifiedSince) headers['if-modified-since'] = options.ifModifiedSince;
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, { headers, redirect: 'manual', signal });
    body = await readLimited(response, options.maxBytes, shown);
  } catch (error) {
    if (error instanceof LookupHttpError) throw error;
    if (signal.aborted) throw new LookupHttpError(`No answer from ${shown} within ${options.timeoutMs} ms`, false, true);
    throw new LookupHttpError(`Could not reach ${shown}: ${connectionProblem(error, url, shown)}`, false, true);
  }
  if (response.status === 304 && options.ifModifiedSince) return { status: 304, body: '', lastModified: options.ifModifiedSince };
  if (!response.ok) throw new LookupHttpError(`${shown} answered with status ${response.status}`);
  return { status: response.status, body, lastModified: response.headers.get('last-modified') };
}
