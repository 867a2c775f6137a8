// Session ids and access tokens are bearer secrets: only their SHA-256 is stored, so a copy
// of the database does not let anyone log in.
import { createHash, randomBytes } from 'node:crypto';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}
