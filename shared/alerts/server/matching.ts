import type { PropertySummary } from '../../../events/property-changed.v1.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { propertyRepository } from '../../properties/server/repository.js';
import type { Property } from '../../properties/schema.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { alertItemOf, alertMail } from '../mail.js';
import { alertChangesOf, candidateKeysOf, criteriaOf, matchesCriteria, type AlertChange } from '../rules.js';
import type { SavedSearch } from '../schema.js';
import { alertRepository } from './repository.js';
import { alertLinks, alertOrigin } from './service.js';

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
 * delivered again, or the same change seen twice, is never mailed twice. An immediate alert is mailed now; a daily
 * or weekly one keeps the item for its digest. A failed mail releases its claim; the others still go, then the call
 * throws so the bus retries (the alerts already told are claimed and skipped).
 */
export async function tellAlerts(
  propertyId: string,
  before: Pick<PropertySummary, 'isActive' | 'price' | 'status' | 'saleContext'> | null,
  after: Pick<PropertySummary, 'isActive' | 'price' | 'status' | 'saleContext'> | null,
  deps: { sender?: MailSender; siteOrigin?: string; now?: Date } = {},
): Promise<MatchOutcome> {
  const now = deps.now ?? new Date();
  const changes = alertChangesOf(before, after);
  const outcome: MatchOutcome = { changes: changes.map((c) => c.key), candidates: 0, told: 0, queued: 0 };
  if (changes.length === 0) return outcome;
  // The listing as it is now: a later change may have followed the event (its own event tells that one).
  const property = await propertyRepository.get(propertyId);
  if (!property) return outcome;
  const settings = await settingsRepository.getSiteSettings();
  const origin = alertOrigin(deps.siteOrigin);
  const failures: unknown[] = [];
  for (const change of changes) {
    const { searches, candidates } = await alertsConcerned(change, property);
    outcome.candidates += candidates;
    for (const search of searches) {
      const digest = search.frequency === 'immediate' ? null : search.frequency;
      if (!(await alertRepository.claimDelivery(search.id, property.id, change, digest, now))) continue;
      if (digest) {
        outcome.queued++;
        continue;
      }
      try {
        const links = await alertLinks(search, origin, now);
        await (deps.sender ?? mailSender).send(alertMail(search.email, criteriaOf(search), [alertItemOf(change, property)], origin, links, settings));
      } catch (error) {
        // This alert is told again on the event's retry; the others go on meanwhile.
        await alertRepository.releaseDelivery(search.id, property.id, change.key);
        failures.push(error);
        continue;
      }
      await alertRepository.settle(search.id, property.id, change.key, now);
      await alertRepository.countMail(now);
      outcome.told++;
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} alert mail(s) failed; the event is retried for them`);
  return outcome;
}
