import * as z from 'zod/mini';
import { frAuth } from './i18n/fr';
import { totpCode } from '../../lib/auth/totp-code';

const t = frAuth.validation;
const email = z.string().check(z.trim(), z.toLowerCase(), z.email(t.email));
const name = z.optional(z.string().check(z.trim(), z.maxLength(80, t.nameTooLong)));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, t.passwordRequired)),
});

/** The user pool's policy (infra/constructs/auth.ts): said here first, in French, rather than by Cognito. */
const newPassword = z
  .string()
  .check(
    z.minLength(12, t.passwordPolicy),
    z.regex(/[a-z]/, t.passwordPolicy),
    z.regex(/[A-Z]/, t.passwordPolicy),
    z.regex(/\d/, t.passwordPolicy),
    z.regex(/[^A-Za-z0-9]/, t.passwordPolicy),
  );

export const signUpSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: newPassword,
});

/** The first sign-in of an account an operator created: its own password replaces the mailed temporary one. */
export const newPasswordSchema = z.object({ password: newPassword });

export const confirmSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, t.code)),
});

/** The second sign-in step of an account that enrolled an authenticator app. */
export const totpSignInSchema = z.object({ code: totpCode(t.totpCode) });

/** Cognito's error, in French, from its exception name; its own message when unknown. */
export function authErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return frAuth.cognitoErrors[name] ?? (error instanceof Error && error.message ? error.message : frAuth.unknownError);
}
