import * as z from 'zod/mini';

/**
 * An authenticator app's code (TOTP, RFC 6238 as Cognito uses it): 6 digits. Apps often show it as
 * « 123 456 », so spaces are dropped before the check. Used at sign-in and when enrolling an app.
 */
export const totpCode = (message: string) => z.string().check(z.overwrite((value) => value.replace(/\s/g, '')), z.regex(/^\d{6}$/, message));
