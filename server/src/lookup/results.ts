// Building LookupResults with Graylog's rules: a single value also appears in the multi value under "value",
// an answer without any value is empty, errors are kept in caches for 5 seconds unless the adapter says
// otherwise, and every other answer has no time to live of its own.
import type { LookupAnswer } from './types';

/** Graylog's "no TTL", Java's Long.MAX_VALUE (2^63 - 1), as near as a JavaScript number gets: JSON reads the same. */
export const NO_TTL = 2 ** 63;
export const ERROR_TTL_MS = 5000;
export const SINGLE_VALUE_KEY = 'value';

export function emptyResult(): LookupAnswer {
  return { single_value: null, multi_value: null, string_list_value: null, has_error: false, ttl: NO_TTL };
}

export function errorResult(ttl = ERROR_TTL_MS): LookupAnswer {
  return { single_value: null, multi_value: null, string_list_value: null, has_error: true, ttl };
}

export function singleResult(value: string | number | boolean, ttl = NO_TTL): LookupAnswer {
  return { single_value: value, multi_value: { [SINGLE_VALUE_KEY]: value }, string_list_value: null, has_error: false, ttl };
}

export function isEmptyResult(result: LookupAnswer): boolean {
  return result.single_value === null && result.multi_value === null && result.string_list_value === null;
}

export function hasTtl(result: LookupAnswer): boolean {
  return result.ttl !== NO_TTL;
}
