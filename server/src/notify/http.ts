// Outgoing HTTP notifications: one JSON POST, allowed only to whitelisted URLs.
import type { Db } from '../db/types';
import { isWhitelisted, notWhitelistedMessage } from '../urlwhitelist/whitelist';
import { DeliveryError } from './deliveryError';

export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;

/**
 * The URL as it may be logged or recorded: without user:password@ and without the query string, either of
 * which may carry a secret (Graylog logs notification URLs only at debug level).
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    // Not a URL: strip what looks like userinfo or a query all the same.
    return url.replace(/\/\/[^/@]*@/, '//').replace(/[?#].*$/, '');
  }
}

function parseHttpUrl(url: string, shown: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DeliveryError(`Malformed URL: ${shown}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new DeliveryError(`Malformed URL: ${shown} (only http and https URLs can be called)`);
  }
  return parsed;
}

/**
 * Node's fetch refuses a URL with user:password@, so the credentials go into an Authorization: Basic header
 * (what OkHttp, Graylog's client, does with them) and the URL is sent without them.
 */
function withoutCredentials(target: URL): { url: URL; authorization?: string } {
  if (target.username === '' && target.password === '') return { url: target };
  const credentials = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
  const url = new URL(target.href);
  url.username = '';
  url.password = '';
  return { url, authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` };
}

function messageOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
}

// fetch reports network failures as "fetch failed" with the useful part in `cause`.
function reasonOf(error: unknown): string {
  const cause = error !== null && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return messageOf(cause) ?? messageOf(error) ?? String(error);
}

/**
 * POSTs `body` as JSON to `url`. Refuses URLs the whitelist does not allow; a non-2xx answer (redirects
 * included: following one could leave the whitelist), a timeout or a network error is a DeliveryError too.
 * Error messages name the URL without credentials or query (redactUrl), as they end up in the log.
 */
export async function postJson(db: Db, url: string, body: unknown, options: { timeoutMs?: number } = {}): Promise<void> {
  const shown = redactUrl(url);
  const target = parseHttpUrl(url, shown);
  if (!isWhitelisted(db, url)) throw new DeliveryError(notWhitelistedMessage(shown));
  const { url: sendTo, authorization } = withoutCredentials(target);
  const timeoutMs = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(sendTo, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) {
      throw new DeliveryError(`No answer from ${shown} within ${timeoutMs} ms`);
    }
    throw new DeliveryError(`Could not reach ${shown}: ${redactText(reasonOf(error), url)}`);
  }
  // The answer's body is of no interest; reading it lets the connection be reused or closed.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    throw new DeliveryError(`${shown} answered with status ${response.status} instead of a success (2xx)`);
  }
}

/** A network error's text may quote the URL it was given: it is replaced by the redacted one. */
function redactText(text: string, url: string): string {
  return text.split(url).join(redactUrl(url));
}
