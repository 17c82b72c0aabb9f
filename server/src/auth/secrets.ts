import crypto from 'node:crypto';

/** A random secret for a link or a session cookie: 256 bits, URL-safe. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the secret. */
export function sha256(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}
