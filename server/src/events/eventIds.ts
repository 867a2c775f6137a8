// Graylog identifies events by ULIDs: 48 bits of milliseconds and 80 random bits in Crockford's base 32,
// 26 characters that sort by time.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newEventId(nowMs: number): string {
  let time = '';
  let rest = Math.max(0, Math.floor(nowMs));
  for (let i = 0; i < 10; i += 1) {
    time = ALPHABET[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const random = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += ALPHABET[random[i] % 32];
  return time + tail;
}
