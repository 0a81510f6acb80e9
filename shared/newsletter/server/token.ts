import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Link tokens (unsubscribe, and the alerts' confirm and manage links): `<id>.<expiry, epoch seconds>.<HMAC-SHA256 of purpose, id and expiry, base64url>`.
 * The link carries no e-mail address; the key stays on the server (shared/newsletter/server/signing-key.ts).
 * CASL wants the unsubscribe link to work at least 60 days after a message is sent: 90 days here.
 */
export const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 90 * 24 * 3600;

const VERSION = 'v1';
const TOKEN_PATTERN = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * What a link token allows: the purpose is signed with the id, so a token of one kind (an alert's confirmation
 * link) never works as another (its management link, or a newsletter unsubscribe).
 */
export type TokenPurpose = 'unsubscribe' | 'alert-confirm' | 'alert-manage' | 'alert-stop' | 'alert-vip-offer';

function mac(key: string, purpose: TokenPurpose, id: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${VERSION}|${purpose}|${id}|${expiresAt}`).digest();
}

export function signLinkToken(key: string, purpose: TokenPurpose, id: string, ttlSeconds: number, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${id}.${expiresAt}.${mac(key, purpose, id, expiresAt).toString('base64url')}`;
}

export type LinkTokenCheck = { valid: true; id: string; expiresAt: number } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks the signature first (constant time), then the expiry: a forged token learns nothing. */
export function verifyLinkToken(key: string, purpose: TokenPurpose, token: string, now = new Date()): LinkTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { valid: false, reason: 'malformed' };
  const [, id, expiry, signature] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expiry);
  const expected = mac(key, purpose, id, expiresAt);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'signature' };
  if (expiresAt * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, id, expiresAt };
}

export const signUnsubscribeToken = (key: string, subscriberId: string, now = new Date(), ttlSeconds = UNSUBSCRIBE_TOKEN_TTL_SECONDS) =>
  signLinkToken(key, 'unsubscribe', subscriberId, ttlSeconds, now);

export type TokenCheck = { valid: true; subscriberId: string; expiresAt: number } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyUnsubscribeToken(key: string, token: string, now = new Date()): TokenCheck {
  const check = verifyLinkToken(key, 'unsubscribe', token, now);
  return check.valid ? { valid: true, subscriberId: check.id, expiresAt: check.expiresAt } : check;
}
