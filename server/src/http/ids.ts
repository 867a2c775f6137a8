// Graylog entities are identified by Mongo ObjectIds; clients validate ids as 24 hex digits,
// so ours look the same: 4 bytes of seconds, then 8 random bytes (sortable by creation like Mongo's).
import { randomBytes, randomUUID } from 'node:crypto';

export function newObjectId(nowMs: number = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

export const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';

export function isObjectId(value: string): boolean {
  return /^[0-9a-fA-F]{24}$/.test(value);
}

export function newUuid(): string {
  return randomUUID();
}
