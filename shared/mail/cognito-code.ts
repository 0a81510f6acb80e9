/**
 * The e-mail carrying a user pool code (sign-up confirmation, and the forgotten-password code, which
 * Cognito sends with the same verification template). In AWS the user pool sends it (infra/constructs/
 * auth.ts); locally the Cognito proxy sends the same text through SES to the local inbox.
 */
export const CODE_PLACEHOLDER = '{####}';

export const COGNITO_CODE_MAIL = {
  subject: 'Votre code de confirmation',
  body: `Votre code de confirmation est ${CODE_PLACEHOLDER}`,
} as const;

export const codeMailBody = (code: string) => COGNITO_CODE_MAIL.body.replace(CODE_PLACEHOLDER, code);
