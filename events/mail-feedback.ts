import * as z from 'zod/mini';
import { normaliseEmail } from '../shared/newsletter/api.js';
import type { BusEvent } from './envelope.js';

/**
 * SES's bounce and complaint events (AWS defines them: no envelope of ours), which the stage's
 * configuration set publishes on the account's default bus (EventBridge events reference, "Amazon Simple
 * Email Service events"; the detail is SES's event record). AWS only: SES's local stand-in bounces nothing.
 */
export const MAIL_FEEDBACK = { source: 'aws.ses', detailTypes: ['Email Bounced', 'Email Complaint Received'] } as const;

export const MAIL_FEEDBACK_RULE = {
  name: 'mail-feedback',
  description: 'Takes off the newsletter the addresses whose mail bounced for good or who complained',
  maxAttempts: 3,
} as const;

const recipients = z.array(z.object({ emailAddress: z.string() }));
export const mailFeedbackDetailSchema = z.object({
  eventType: z.string(),
  /** The sent message; its tags are the EmailTags it was sent with (a campaign's mail carries `campaign`). */
  mail: z.optional(z.object({ tags: z.optional(z.record(z.string(), z.array(z.string()))) })),
  bounce: z.optional(z.object({ bounceType: z.string(), bouncedRecipients: recipients })),
  complaint: z.optional(z.object({ complainedRecipients: recipients })),
});
export type MailFeedbackDetail = z.infer<typeof mailFeedbackDetailSchema>;

/** Parses an SES feedback event; anything else reaching its consumer is a wiring bug, so it throws. */
export function parseMailFeedback(event: BusEvent): MailFeedbackDetail {
  if (event.source !== MAIL_FEEDBACK.source || !(MAIL_FEEDBACK.detailTypes as readonly string[]).includes(event['detail-type'])) {
    throw new Error(`Unexpected event ${event.source}/${event['detail-type']}, wanted ${MAIL_FEEDBACK.source}/${MAIL_FEEDBACK.detailTypes.join(' or ')}`);
  }
  return mailFeedbackDetailSchema.parse(typeof event.detail === 'string' ? JSON.parse(event.detail) : event.detail);
}

/**
 * The addresses not to write to again: every recipient of a complaint, and of a permanent bounce (a
 * transient one, a full mailbox, may deliver later). Lower-cased, as the newsletter keys them.
 */
export function undeliverableAddresses(detail: MailFeedbackDetail): string[] {
  const list =
    detail.eventType === 'Complaint' ? (detail.complaint?.complainedRecipients ?? [])
    : detail.eventType === 'Bounce' && detail.bounce?.bounceType === 'Permanent' ? detail.bounce.bouncedRecipients
    : [];
  return [...new Set(list.map((r) => normaliseEmail(r.emailAddress)).filter(Boolean))];
}

/** The campaign a bounced or complained-about mail belonged to (its `campaign` tag), and how many recipients it concerns. */
export function campaignFeedback(detail: MailFeedbackDetail): { campaignId: string; counter: 'bounced' | 'complaints'; count: number } | null {
  const campaignId = detail.mail?.tags?.campaign?.[0];
  if (!campaignId) return null;
  if (detail.eventType === 'Bounce') return { campaignId, counter: 'bounced', count: detail.bounce?.bouncedRecipients.length ?? 0 };
  if (detail.eventType === 'Complaint') return { campaignId, counter: 'complaints', count: detail.complaint?.complainedRecipients.length ?? 0 };
  return null;
}
