import type { PropertySummary } from '../../../events/property-changed.v1.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { propertyRepository } from '../../properties/server/repository.js';
import type { Property } from '../../properties/schema.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { alertMail, type AlertItem } from '../mail.js';
import { alertChangesOf, candidateKeysOf, criteriaOf, matchesCriteria, type AlertChange } from '../rules.js';
import type { SavedSearch } from '../schema.js';
import { alertRepository } from './repository.js';
import { alertLinks, alertOrigin } from './service.js';

export type MatchOutcome = { changes: string[]; candidates: number; told: number; queued: number };

/** The saved searches a change concerns: the candidates of the listing's index keys that match it, or, for a status, those that told it before. */
export async function alertsConcerned(change: AlertChange, property: Property): Promise<{ searches: SavedSearch[]; candidates: number }> {
  if (change.kind === 'status') {
    const ids = await alertRepository.searchesThatSent(property.id);
    return { searches: (await alertRepository.getMany(ids)).filter((s) => s.status === 'active'), candidates: ids.length };
  }
  const candidates = (await Promise.all(candidateKeysOf(property).map((key) => alertRepository.candidates(key)))).flat();
  const ids = candidates.filter((c) => matchesCriteria(c, property)).map((c) => c.searchId);
  // The index holds active searches only; one paused or deleted since is read here and left out.
  return { searches: (await alertRepository.getMany(ids)).filter((s) => s.status === 'active'), candidates: candidates.length };
}

/**
 * Tells the alerts about one property change: a new listing or a lower price to the active alerts it matches, a
 * reported status to those that told the listing before. Each (alert, listing, change) is claimed once, so an event
 * delivered again, or the same change seen twice, is never mailed twice. An immediate alert is mailed now; a daily
 * or weekly one keeps the item for its digest. A failed mail releases its claim and throws: the bus retries.
 */
export async function tellAlerts(
  propertyId: string,
  before: Pick<PropertySummary, 'isActive' | 'price' | 'status'> | null,
  after: Pick<PropertySummary, 'isActive' | 'price' | 'status'> | null,
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
      const item: AlertItem = { change, listing: { ...property, imageUrl: property.imageUrl ?? property.photosUrls[0] ?? null } };
      try {
        const links = await alertLinks(search, origin, now);
        await (deps.sender ?? mailSender).send(alertMail(search.email, criteriaOf(search), [item], origin, links, settings));
      } catch (error) {
        await alertRepository.releaseDelivery(search.id, property.id, change.key);
        throw error;
      }
      await alertRepository.settle(search.id, property.id, change.key, now);
      await alertRepository.countMail(now);
      outcome.told++;
    }
  }
  return outcome;
}
