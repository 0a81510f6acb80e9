import { describe, expect, it } from 'vitest';
import { base32Decode, totpAt, wrongTotp } from '../e2e/totp';

// The e2e test computes authenticator codes with this helper: it must be RFC 6238 itself.
describe('TOTP test helper (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1 key "12345678901234567890".
  const key = Buffer.from('12345678901234567890', 'ascii');

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('gives the RFC vector at T=%i', (seconds, code) => {
    expect(totpAt(key, seconds * 1000, 8)).toBe(code);
  });

  it('decodes base32 secrets as authenticator apps do', () => {
    // "12345678901234567890" in base32, as it would be shown to type by hand.
    expect(base32Decode('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ')).toEqual(key);
  });

  it('makes a wrong code no neighbouring time step accepts', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const wrong = wrongTotp(secret);
    expect(wrong).toMatch(/^\d{6}$/);
    for (const skew of [-30_000, 0, 30_000]) expect(wrong).not.toBe(totpAt(base32Decode(secret), Date.now() + skew));
  });
});
