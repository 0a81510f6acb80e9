import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (the alphabet of TOTP secrets), spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * RFC 6238 TOTP with Cognito's parameters (HMAC-SHA1, 30-second steps): what an authenticator app shows
 * for `key` at `time`. `digits` is 6 for Cognito; the RFC's test vectors use 8.
 */
export function totpAt(key: Buffer, time: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code the app shows now for a base32 secret. */
export const currentTotp = (secret: string) => totpAt(base32Decode(secret), Date.now());

/** A 6-digit code no clock skew window accepts now (Cognito allows the neighbouring 30-second steps). */
export function wrongTotp(secret: string): string {
  const key = base32Decode(secret);
  const accepted = new Set([-30_000, 0, 30_000].map((skew) => totpAt(key, Date.now() + skew)));
  let code = Number(totpAt(key, Date.now()));
  do code = (code + 1) % 1_000_000;
  while (accepted.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
}
