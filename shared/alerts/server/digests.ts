import { alertSendBatches, type AlertMailRequest } from '../sending.js';
import { alertRepository, type DigestFrequency } from './repository.js';
import { alertQueue, type AlertQueue } from './sending.js';

export type DigestOutcome = { frequency: DigestFrequency; alerts: number; items: number };

/**
 * Queues the digests of one frequency: every change waiting under it, one mail per alert (shared/alerts/server/
 * sending.ts sends them at the SES account's pace, with the listings as they are then, dropping what is no longer
 * news). The items stay under their frequency until the sender settles them, so a run again (a retry) queues them
 * again and the sender sends each once.
 */
export async function queueDigests(frequency: DigestFrequency, deps: { queue?: AlertQueue } = {}): Promise<DigestOutcome> {
  const pending = await alertRepository.pendingDigestItems(frequency);
  const bySearch = new Map<string, AlertMailRequest['items']>();
  for (const item of pending) bySearch.set(item.searchId, [...(bySearch.get(item.searchId) ?? []), { propertyId: item.propertyId, change: item.change.key }]);
  const mails = [...bySearch].map(([searchId, items]) => ({ searchId, items }));
  if (mails.length) await (deps.queue ?? alertQueue).enqueue(alertSendBatches(mails));
  return { frequency, alerts: mails.length, items: pending.length };
}
