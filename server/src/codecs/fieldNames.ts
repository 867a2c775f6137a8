// Which names a codec may give the extra fields it takes from a payload (GELF additional fields,
// syslog structured data): Graylog's character rule, and never a field the processor or codec owns.
import type { MessageFields } from '../messages/types';

/** Graylog's rule for field names; '@' is allowed because structured data ids contain it. */
const VALID_FIELD_NAME = /^[\w.\-@]+$/;

/** Set by the processor (or by the codec from standard keys); `__proto__` cannot be a plain key. */
const RESERVED_NAMES = new Set(['_id', 'message', 'source', 'timestamp', 'streams', '__proto__']);

export function isValidFieldName(name: string): boolean {
  return VALID_FIELD_NAME.test(name);
}

/** True when `name` is well formed, not reserved and not already set in `fields`. */
export function mayAddField(fields: MessageFields, name: string): boolean {
  return VALID_FIELD_NAME.test(name) && !RESERVED_NAMES.has(name) && !name.startsWith('gl2_') && !Object.hasOwn(fields, name);
}
