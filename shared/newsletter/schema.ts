import * as z from 'zod/mini';
import { NEWSLETTER_SOURCES } from './consent.js';

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** The form of the first subscription (footer, blog, alerte-vip). */
  source: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** CASL proof of the latest consent: when, on which form, and the exact wording that form showed. */
  consentAt: z.string(),
  consentSource: z.enum(NEWSLETTER_SOURCES),
  consentText: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The key that signs unsubscribe tokens: created once, never leaves the server (shared/newsletter/server/token.ts). */
export const signingKeySchema = z.object({
  keyName: z.string(),
  secret: z.string(),
  createdAt: z.string(),
});
export type SigningKey = z.infer<typeof signingKeySchema>;
