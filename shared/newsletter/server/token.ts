import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe tokens: `<subscriber id>.<expiry, epoch seconds>.<HMAC-SHA256 of both, base64url>`.
 * The link carries no e-mail address; the key stays on the server (shared/newsletter/server/signing-key.ts).
 * CASL wants the unsubscribe link to work at least 60 days after a message is sent: 90 days here.
 */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 90 * 24 * 3600;

const VERSION = 'v1';
const TOKEN_PATTERN = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(key: string, subscriberId: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${VERSION}|unsubscribe|${subscriberId}|${expiresAt}`).digest();
}

export function signUnsubscribeToken(key: string, subscriberId: string, now = new Date(), ttlSeconds = UNSUBSCRIBE_TOKEN_TTL_SECONDS): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${subscriberId}.${expiresAt}.${mac(key, subscriberId, expiresAt).toString('base64url')}`;
}

export type TokenCheck = { valid: true; subscriberId: string; expiresAt: number } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks the signature first (constant time), then the expiry: a forged token learns nothing. */
export function verifyUnsubscribeToken(key: string, token: string, now = new Date()): TokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { valid: false, reason: 'malformed' };
  const [, subscriberId, expiry, signature] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  const expected = mac(key, subscriberId, expiresAt);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'signature' };
  if (expiresAt * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, subscriberId, expiresAt };
}
