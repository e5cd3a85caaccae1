import crypto from 'node:crypto';

/** A new opaque random token (256 bits, URL-safe). */
export function generateToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash; a fast hash suffices for 256 random bits. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}
