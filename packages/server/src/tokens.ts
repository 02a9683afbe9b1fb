import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new secret seat token: 24 random bytes from the system's cryptographic source, base64url.
 *
 * @group Seats and tokens
 */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The SHA-256 of a token, hex: what storage keeps instead of the token itself.
 *
 * @group Seats and tokens
 */
export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `hash`, compared in constant time. */
export function tokenMatches(hash: string, token: string): boolean {
  const candidate = Buffer.from(hashSeatToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
