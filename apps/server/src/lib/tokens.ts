import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token, URL-safe. 32 bytes gives 43 characters; 96 bytes gives 128. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
