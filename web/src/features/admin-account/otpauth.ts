/**
 * The key URI authenticator apps read from a QR code (Google Authenticator's « Key Uri Format »):
 * otpauth://totp/<issuer>:<account>?secret=<base32>&issuer=<issuer>. Cognito's TOTP uses the defaults
 * the format assumes (SHA-1, 6 digits, 30 s), so they are not spelt out.
 */
export function otpauthUri(input: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  return `otpauth://totp/${label}?secret=${encodeURIComponent(input.secret)}&issuer=${encodeURIComponent(input.issuer)}`;
}

/** The secret as it is typed by hand: groups of four characters (apps ignore the spaces). */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';
