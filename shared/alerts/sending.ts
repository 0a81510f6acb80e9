import * as z from 'zod/mini';

/**
 * The alert send queue's message (events/queues.ts, `alert-sends`): mails of alerts, each the changes it tells (an
 * immediate alert's one change, a digest's several). The sender builds each mail from the stored alert, claims and
 * listings when it sends it, so a message says only which claims to send.
 */
/** Mails per queue message: a sender's work, well inside its timeout at its share of the SES rate. */
export const MAILS_PER_MESSAGE = 25;

export const alertMailRequestSchema = z.object({
  searchId: z.string().check(z.minLength(1)),
  items: z.array(z.object({ propertyId: z.string().check(z.minLength(1)), change: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
});
export type AlertMailRequest = z.infer<typeof alertMailRequestSchema>;

export const alertSendBatchSchema = z.object({ mails: z.array(alertMailRequestSchema).check(z.minLength(1), z.maxLength(MAILS_PER_MESSAGE)) });
export type AlertSendBatch = z.infer<typeof alertSendBatchSchema>;

/** Mails in messages of MAILS_PER_MESSAGE. */
export function alertSendBatches(mails: readonly AlertMailRequest[]): AlertSendBatch[] {
  const batches: AlertSendBatch[] = [];
  for (let i = 0; i < mails.length; i += MAILS_PER_MESSAGE) batches.push({ mails: mails.slice(i, i + MAILS_PER_MESSAGE) });
  return batches;
}
