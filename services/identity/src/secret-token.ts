import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret of `bytes` bytes, URL-safe. */
export function newSecretToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored for a bearer secret: its SHA-256, so a database leak yields no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
