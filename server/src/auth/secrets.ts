// Session ids and access tokens are bearer secrets: only their SHA-256 is stored, so a copy
// of the database does not let anyone log in. Secrets the server must use itself are encrypted.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

/**
 * A secret the server must read back (a directory's bind password), stored in Graylog's shape
 * {encrypted_value, salt}: AES-256-GCM, `salt` the random nonce, `encrypted_value` ciphertext and tag.
 */
export interface EncryptedSecret {
  encrypted_value: string;
  salt: string;
}

const CIPHER = 'aes-256-gcm';
const TAG_BYTES = 16;

export function encryptSecret(key: Buffer, plaintext: string): EncryptedSecret {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(CIPHER, key, nonce);
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { encrypted_value: encrypted.toString('hex'), salt: nonce.toString('hex') };
}

/** Throws when the value was not encrypted with this key (or was altered). */
export function decryptSecret(key: Buffer, secret: EncryptedSecret): string {
  const data = Buffer.from(secret.encrypted_value, 'hex');
  const decipher = createDecipheriv(CIPHER, key, Buffer.from(secret.salt, 'hex'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

const keys = new Map<string, Buffer>();

/**
 * The data folder's encryption key, made on first use. It lives in its own file (readable by the
 * server's user only) rather than in console.db, so a copy of the database alone reveals no secret.
 */
export function secretKeyFor(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  const cached = keys.get(file);
  if (cached) return cached;
  let key: Buffer;
  try {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    key = randomBytes(32);
    // 'wx' fails if another process created it meanwhile; then its key is the one to use.
    try {
      fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
  if (key.length !== 32) throw new Error(`${file} does not hold a 256-bit key`);
  keys.set(file, key);
  return key;
}
