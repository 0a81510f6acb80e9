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

/** Cognito's placeholder for the account's user name in the invitation (the e-mail: the pool signs in by e-mail). */
export const USERNAME_PLACEHOLDER = '{username}';

/**
 * The invitation of `npm run admin -- create`: a temporary password, replaced at the first sign-in on
 * /auth ('Choisissez votre mot de passe'). Locally the admin command mails this text to the local inbox;
 * in AWS Cognito's AdminCreateUser mails it with the user pool's invitation template (infra/constructs/auth.ts).
 */
export const COGNITO_INVITATION_MAIL = {
  subject: 'Votre accès au back-office',
  body:
    `Un compte administrateur a été créé pour vous. Identifiant : ${USERNAME_PLACEHOLDER} — mot de passe temporaire : ${CODE_PLACEHOLDER} ` +
    '(valable quelques jours). Connectez-vous sur la page /auth du site : vous choisirez alors votre propre mot de passe.',
} as const;

export const invitationMailBody = (username: string, temporaryPassword: string) =>
  COGNITO_INVITATION_MAIL.body.replace(USERNAME_PLACEHOLDER, () => username).replace(CODE_PLACEHOLDER, () => temporaryPassword);
