import * as z from 'zod/mini';
import { formGuardFields } from '../abuse/form-guard.js';
import { NEWSLETTER_SOURCES } from './consent.js';

/** Spec §8: the form's and the API's message for a missing or malformed e-mail. */
export const INVALID_EMAIL_MESSAGE = 'Veuillez entrer une adresse email valide.';

/** Trimmed and lower-cased: the e-mail is the subscriber's key, so two spellings must be one person. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail as the forms send it, normalised, with the spec's message (the newsletter, the alerts). */
export const emailSchema = z.pipe(
  z.pipe(z.string({ error: INVALID_EMAIL_MESSAGE }), z.transform(normaliseEmail)),
  z.email({ error: INVALID_EMAIL_MESSAGE }).check(z.maxLength(254, { error: INVALID_EMAIL_MESSAGE })),
);

export const subscribeBodySchema = z.strictObject({
  email: emailSchema,
  name: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  source: z.enum(NEWSLETTER_SOURCES, { error: 'Formulaire d’abonnement inconnu.' }),
  ...formGuardFields,
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

/** What a subscription did (spec §5): a new row, nothing (already active), or a re-activation. */
export const SUBSCRIBE_OUTCOMES = ['subscribed', 'already', 'resubscribed'] as const;
export type SubscribeOutcome = (typeof SUBSCRIBE_OUTCOMES)[number];
export type SubscribeResult = { status: SubscribeOutcome };

export const unsubscribeBodySchema = z.strictObject({
  token: z.string({ error: 'Le lien de désabonnement est incomplet.' }).check(z.minLength(1, { error: 'Le lien de désabonnement est incomplet.' }), z.maxLength(1000)),
  /**
   * The campaign whose mail carried the link (its 'désabonnements' counter); not part of the authorisation.
   * Only a tag: one a mail client mangled is dropped, and the link still unsubscribes.
   */
  campaign: z.optional(z.pipe(z.string().check(z.maxLength(1000)), z.transform((v) => (/^[A-Za-z0-9-]{1,64}$/.test(v) ? v : undefined)))),
});
export const oneClickQuerySchema = unsubscribeBodySchema;

export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
export type UnsubscribeResult = { status: 'unsubscribed' };
