// The API's JSON body parser. Fastify's default refuses an empty body sent with
// Content-Type: application/json; clients commonly do that on POSTs without payload
// (e.g. "dismiss"), so an empty body is treated as no body and the route schema decides.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

// Keys that would reach Object.prototype if a handler ever merged the parsed object.
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, (key, value: unknown) => (POISONED_KEYS.has(key) ? undefined : value));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    throw new ApiError(400, `Malformed JSON body: ${reason}`);
  }
}

/** Replaces the context's parsers: JSON only, anything else with a body is 415. */
export function installJsonParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as ApiError, undefined);
    }
  });
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Graylog's fields are Java ints: the largest count, limit or offset a request may carry. */
export const JAVA_INT_MAX = 2_147_483_647;
