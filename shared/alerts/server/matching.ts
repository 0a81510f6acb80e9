import type { PropertySummary } from '../../../events/property-changed.v1.js';
import { propertyRepository } from '../../properties/server/repository.js';
import type { Property } from '../../properties/schema.js';
import { alertChangesOf, candidateKeysOf, matchesCriteria, type AlertChange } from '../rules.js';
import type { SavedSearch } from '../schema.js';
import { MAILS_PER_MESSAGE, type AlertMailRequest } from '../sending.js';
import { alertRepository } from './repository.js';
import { alertQueue, type AlertQueue } from './sending.js';

/** `told`: immediate mails put on the send queue; `queued`: changes kept for a digest. */
export type MatchOutcome = { changes: string[]; candidates: number; told: number; queued: number };

/** The saved searches a change concerns: the candidates of the listing's index keys that match it, or, for a status, those that told it before. */
export async function alertsConcerned(change: AlertChange, property: Property): Promise<{ searches: SavedSearch[]; candidates: number }> {
  let ids: string[];
  let candidates: number;
  if (change.kind === 'status') {
    ids = await alertRepository.searchesThatSent(property.id);
    candidates = ids.length;
  } else {
    const found = (await Promise.all(candidateKeysOf(property).map((key) => alertRepository.candidates(key)))).flat();
    ids = found.filter((c) => matchesCriteria(c, property)).map((c) => c.searchId);
    candidates = found.length;
  }
  // Only active alerts are told (the index holds those; one paused or deleted since it was read is left out here).
  return { searches: (await alertRepository.getMany(ids)).filter((s) => s.status === 'active'), candidates };
}

/**
 * Tells the alerts about one property change: a new listing or a lower price to the active alerts it matches, a
 * reported status to those that told the listing before. Each (alert, listing, change) is claimed once, so an event
 * delivered again, or the same change seen twice, is never mailed twice. An immediate alert's mail goes on the send
 * queue (shared/alerts/server/sending.ts sends it at the SES account's pace); a daily or weekly one keeps the item for
 * its digest. A claim met again still unsent (a run that stopped before queueing it) is queued again: the sender
 * sends it once.
 */
export async function tellAlerts(
  propertyId: string,
  before: Pick<PropertySummary, 'isActive' | 'price' | 'status' | 'saleContext' | 'transactionType'> | null,
  after: Pick<PropertySummary, 'isActive' | 'price' | 'status' | 'saleContext' | 'transactionType'> | null,
  deps: { queue?: AlertQueue; now?: Date } = {},
): Promise<MatchOutcome> {
  const now = deps.now ?? new Date();
  const changes = alertChangesOf(before, after);
  const outcome: MatchOutcome = { changes: changes.map((c) => c.key), candidates: 0, told: 0, queued: 0 };
  if (changes.length === 0) return outcome;
  // The listing as it is now: a later change may have followed the event (its own event tells that one).
  const property = await propertyRepository.get(propertyId);
  if (!property) return outcome;
  const mails: AlertMailRequest[] = [];
  // Queued a message at a time as the claims are made: a run cut short by its timeout has queued what it claimed,
  // so the event's retry goes further.
  const flush = async (all = false) => {
    while (mails.length >= (all ? 1 : MAILS_PER_MESSAGE)) {
      const batch = mails.splice(0, MAILS_PER_MESSAGE);
      await (deps.queue ?? alertQueue).enqueue([{ mails: batch }]);
      outcome.told += batch.length;
    }
  };
  for (const change of changes) {
    const { searches, candidates } = await alertsConcerned(change, property);
    outcome.candidates += candidates;
    for (const search of searches) {
      const digest = search.frequency === 'immediate' ? null : search.frequency;
      const claimed = await alertRepository.claimDelivery(search.id, property.id, change, digest, now);
      if (digest) {
        if (claimed) outcome.queued++;
        continue;
      }
      const request = { searchId: search.id, items: [{ propertyId: property.id, change: change.key }] };
      if (claimed) mails.push(request);
      else if ((await alertRepository.deliveries(search.id, request.items)).some((d) => !d.sentAt && !d.settledAt)) mails.push(request);
      await flush();
    }
  }
  // A failure here fails the event: its retry queues these claims again.
  await flush(true);
  return outcome;
}
