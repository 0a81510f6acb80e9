import { mailSender, type MailSender } from '../../mail/server/service.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { alertMail, type AlertItem } from '../mail.js';
import { criteriaOf } from '../rules.js';
import { alertRepository, type DigestFrequency, type PendingItem } from './repository.js';
import { alertLinks, alertOrigin } from './service.js';

export type DigestOutcome = { frequency: DigestFrequency; alerts: number; mails: number; items: number; dropped: number };

/**
 * Sends the digests of one frequency: every change waiting under it, one mail per alert with its listings as they
 * are now. A change whose alert is no longer active, or whose listing is gone (or off the market, for a new
 * listing or a lower price), is dropped unsent. Each item is settled after its mail, so a failed run leaves the
 * rest for the next one, and a mail is not sent twice for the same items (a resend after a failure may repeat
 * the items of the one alert whose mail was sent but not yet settled).
 */
export async function sendDigests(frequency: DigestFrequency, deps: { sender?: MailSender; siteOrigin?: string; now?: Date } = {}): Promise<DigestOutcome> {
  const now = deps.now ?? new Date();
  const pending = await alertRepository.pendingDigestItems(frequency);
  const outcome: DigestOutcome = { frequency, alerts: 0, mails: 0, items: 0, dropped: 0 };
  if (pending.length === 0) return outcome;
  const bySearch = new Map<string, PendingItem[]>();
  for (const item of pending) bySearch.set(item.searchId, [...(bySearch.get(item.searchId) ?? []), item]);
  const [settings, searches] = await Promise.all([settingsRepository.getSiteSettings(), alertRepository.getMany([...bySearch.keys()])]);
  const origin = alertOrigin(deps.siteOrigin);
  const properties = new Map((await Promise.all([...new Set(pending.map((p) => p.propertyId))].map((id) => propertyRepository.get(id)))).flatMap((p) => (p ? [[p.id, p] as const] : [])));
  outcome.alerts = bySearch.size;
  for (const [searchId, items] of bySearch) {
    const search = searches.find((s) => s.id === searchId);
    const told: (AlertItem & { pending: PendingItem })[] = [];
    for (const pendingItem of items) {
      const property = properties.get(pendingItem.propertyId);
      const stillNews = property && (pendingItem.change.kind === 'status' || property.isActive);
      if (search?.status === 'active' && stillNews) told.push({ change: pendingItem.change, listing: { ...property, imageUrl: property.imageUrl ?? property.photosUrls[0] ?? null }, pending: pendingItem });
      else {
        await alertRepository.settle(searchId, pendingItem.propertyId, pendingItem.change.key, null);
        outcome.dropped++;
      }
    }
    if (!search || told.length === 0) continue;
    const links = await alertLinks(search, origin, now);
    await (deps.sender ?? mailSender).send(alertMail(search.email, criteriaOf(search), told, origin, links, settings));
    for (const { pending: p } of told) await alertRepository.settle(searchId, p.propertyId, p.change.key, now);
    await alertRepository.countMail(now);
    outcome.mails++;
    outcome.items += told.length;
  }
  return outcome;
}
