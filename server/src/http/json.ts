// The API's JSON body parser. Fastify's default refuses an empty body sent with
// Content-Type: application/json; clients commonly do that on POSTs without payload
// (e.g. "dismiss"), so an empty body is treated as no body and the route schema decides.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

// Keys that would reach Object.prototype if a handler ever merged the parsed object.
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The deepest nesting of arrays and objects a body may have. Real bodies (dashboards, content packs) stay
 * far below; a deeper one would overflow the stack in the recursive walks and JSON.stringify after parsing
 * (a 500), so it is refused first.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * Whether the JSON text nests arrays and objects deeper than `max`, found in one pass without recursion:
 * brackets inside strings do not count. Malformed text is left to JSON.parse.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, `JSON nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
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
