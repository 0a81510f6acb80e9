import { describe, expect, it } from 'vitest';
import { groupedSecret, otpauthUri } from '../../web/src/features/admin-account/otpauth';

describe('otpauth key URI (the QR code of a TOTP enrolment)', () => {
  it('names the issuer and the account, encoded, with the secret', () => {
    expect(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'marie+admin@exemple.ca', issuer: 'Courtage Québec' })).toBe(
      'otpauth://totp/Courtage%20Qu%C3%A9bec:marie%2Badmin%40exemple.ca?secret=JBSWY3DPEHPK3PXP&issuer=Courtage%20Qu%C3%A9bec',
    );
  });

  it('shows the secret in groups of four for typing by hand', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});
