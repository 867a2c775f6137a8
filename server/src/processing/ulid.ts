// gl2_message_id as Graylog 4 writes it: a ULID (48-bit millisecond time and 80 random bits in
// Crockford base32), increasing within one millisecond, so messages sort in the order they arrived.
// One is made per message on the intake path, so the 80 random bits are kept as two 40-bit halves in
// plain numbers (exact below 2^53) instead of a BigInt, which cost about a microsecond per id.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF_LIMIT = 2 ** 40;

/** `value` (a non-negative integer below 32^length) in `length` base32 characters. */
function encode(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

export class UlidGenerator {
  private lastMs = -1;
  private high = 0;
  private low = 0;

  /** `random` is for tests that need to reach the carry from the low half into the high one. */
  constructor(private readonly random: (size: number) => Buffer = randomBytes) {}

  next(nowMs: number): string {
    const ms = Math.max(nowMs, this.lastMs);
    if (ms === this.lastMs && (this.low + 1 < HALF_LIMIT || this.high + 1 < HALF_LIMIT)) {
      this.low += 1;
      if (this.low === HALF_LIMIT) {
        this.low = 0;
        this.high += 1;
      }
    } else {
      const random = this.random(10);
      // The top bit starts clear, so increments within one millisecond practically never run out.
      this.high = Math.floor(random.readUIntBE(0, 5) / 2);
      this.low = random.readUIntBE(5, 5);
    }
    this.lastMs = ms;
    return encode(ms, 10) + encode(this.high, 8) + encode(this.low, 8);
  }
}
