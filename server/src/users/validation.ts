// Schemas and checks for user input. Shapes are TypeBox schemas (ajv reports type errors with the
// field's name); rules that need more than a shape (weak passwords, time zones) answer 400 naming
// the field, so the console can show the reason under it.
import { Type } from '@sinclair/typebox';
import { badRequest } from '../http/errors';

/**
 * No ':' (it would break Basic auth), no ',' or '*' (a name is part of permission strings such as
 * users:edit:<name>, where they are set and wildcard markers), no '/' or whitespace, and no invisible or
 * control characters (Unicode category C: zero-width spaces, right-to-left overrides, NUL…), which would let
 * a name look exactly like another one, e.g. "admin" followed by a zero-width space.
 */
export const USERNAME_PATTERN = '^[^\\s/:,*\\p{C}]+$';
export const Username = Type.String({ minLength: 1, maxLength: 100, pattern: USERNAME_PATTERN });

export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 200 }) });
export const UserIdParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 200 }) });

export const Email = Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' });
export const NullableName = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
export const PermissionList = Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 1000 });
export const RoleList = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 });
export const TimeZone = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);
/** -1 means "never expires" in Graylog; otherwise at least one second (checked in checkSessionTimeout). */
export const SessionTimeout = Type.Integer({ minimum: -1, maximum: 31_536_000_000 });
/** {type, id}; both empty, null or absent (`{}`, as Graylog's console sends) clears the start page. */
export const StartpageInput = Type.Union([
  Type.Object(
    {
      // What the console can open as a start page; '' or null (with an empty id) clears it.
      type: Type.Optional(Type.Union([Type.Literal('stream'), Type.Literal('dashboard'), Type.Literal('search'), Type.Literal(''), Type.Null()])),
      id: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
export const Preferences = Type.Record(Type.String({ maxLength: 200 }), Type.Union([Type.String({ maxLength: 10_000 }), Type.Boolean(), Type.Number()]), {
  maxProperties: 200,
});

export const MIN_PASSWORD_LENGTH = 8;

// Passwords every guesser tries first; compared case-insensitively.
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', 'passw0rd', '12345678', '123456789', '1234567890', '87654321',
  '11111111', '00000000', 'qwertyui', 'qwertyuiop', 'qwerty123', 'asdfghjk', 'iloveyou', 'sunshine',
  'princess', 'football', 'baseball', 'welcome1', 'letmein1', 'trustno1', 'changeme', 'abc12345',
  'administrator', 'admin123', 'adminadmin', 'graylog1', 'graylog123', 'secret12', 'monkey12',
]);

/** Why a password is too weak, or null: shorter than 8, the username itself, or a very common one. */
export function passwordWeakness(password: string, username: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (password.toLowerCase() === username.toLowerCase()) return 'must not be the username';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'is too common';
  return null;
}

/** Users created through the API; the first admin (from ADMIN_PASSWORD) is not, so it is exempt. */
export function assertStrongPassword(password: string, username: string, field = 'password'): void {
  const weakness = passwordWeakness(password, username);
  if (weakness) throw badRequest(`Password ${weakness}`, field, weakness);
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function assertTimeZone(zone: string | null | undefined): void {
  if (zone !== null && zone !== undefined && zone !== '' && !isKnownTimeZone(zone)) {
    throw badRequest(`Unknown time zone: ${zone}`, 'timezone', 'is not a known time zone');
  }
}

export function checkSessionTimeout(timeoutMs: number | undefined): void {
  if (timeoutMs !== undefined && timeoutMs >= 0 && timeoutMs < 1000) {
    throw badRequest('session_timeout_ms must be -1 (never) or at least 1000', 'session_timeout_ms', 'must be -1 (never) or at least 1000');
  }
}
