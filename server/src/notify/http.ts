// Outgoing HTTP notifications: one JSON POST, allowed only to whitelisted URLs.
import type { Db } from '../db/types';
import { isWhitelisted, notWhitelistedMessage } from '../urlwhitelist/whitelist';
import { DeliveryError } from './deliveryError';

export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;

function parseHttpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DeliveryError(`Malformed URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new DeliveryError(`Malformed URL: ${url} (only http and https URLs can be called)`);
  }
  return parsed;
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
 */
export async function postJson(db: Db, url: string, body: unknown, options: { timeoutMs?: number } = {}): Promise<void> {
  const target = parseHttpUrl(url);
  if (!isWhitelisted(db, url)) throw new DeliveryError(notWhitelistedMessage(url));
  const timeoutMs = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) {
      throw new DeliveryError(`No answer from ${url} within ${timeoutMs} ms`);
    }
    throw new DeliveryError(`Could not reach ${url}: ${reasonOf(error)}`);
  }
  // The answer's body is of no interest; reading it lets the connection be reused or closed.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    throw new DeliveryError(`${url} answered with status ${response.status} instead of a success (2xx)`);
  }
}
