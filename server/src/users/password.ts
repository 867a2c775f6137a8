// Password hashing with scrypt from node:crypto. The stored form carries its own parameters,
// so they can be raised later without invalidating existing hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Returns `scrypt$N$r$p$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the username does not exist, so the answer takes as long as for a real user
// and its timing does not tell which usernames exist.
let dummyHash: Promise<string> | null = null;

/** The password check of a login: false for an unknown user, after the same amount of work. */
export async function verifyUserPassword(user: { password_hash: string } | undefined, password: string): Promise<boolean> {
  if (user) return verifyPassword(password, user.password_hash);
  dummyHash ??= hashPassword('not a real password');
  await verifyPassword(password, await dummyHash);
  return false;
}
