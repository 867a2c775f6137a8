// Shared JSON-schema pieces and checks for user bodies.
import { badRequest } from '../http/errors';

/** No ':' (it would break Basic auth), no ',' (it would break permission strings), no '/' or whitespace. */
export const USERNAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[^\\s/:,]+$' } as const;

export const usernameParams = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const MIN_PASSWORD_LENGTH = 6;

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function assertTimeZone(zone: string | null | undefined): void {
  if (zone !== null && zone !== undefined && !isKnownTimeZone(zone)) {
    throw badRequest(`Unknown time zone: ${zone}`);
  }
}
