import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable, URL-safe for mail links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a leaked table opens no account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
