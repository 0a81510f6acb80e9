import { mailSender, type MailSender } from '../../mail/server/service.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { alertItemOf, alertMail, type AlertItem } from '../mail.js';
import { criteriaOf } from '../rules.js';
import { alertRepository, type DigestFrequency, type PendingItem } from './repository.js';
import { alertLinks, alertOrigin } from './service.js';

export type DigestOutcome = { frequency: DigestFrequency; alerts: number; mails: number; items: number; dropped: number };

/**
 * Sends the digests of one frequency: every change waiting under it, one mail per alert with its listings as they
 * are now. A change whose alert is no longer active, or whose listing is gone (or off the market, for a new
 * listing or a lower price), is dropped unsent. Each item is settled after its mail; a failed mail leaves its
 * alert's items for the next run and the others go on. One run at a time (the schedule's): two runs at once would
 * both mail the items neither has settled yet.
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
  const failures: unknown[] = [];
  for (const [searchId, items] of bySearch) {
    const search = searches.find((s) => s.id === searchId);
    const told: (AlertItem & { pending: PendingItem })[] = [];
    for (const pendingItem of items) {
      const property = properties.get(pendingItem.propertyId);
      const stillNews = property && (pendingItem.change.kind === 'status' || property.isActive);
      if (search?.status === 'active' && stillNews) told.push({ ...alertItemOf(pendingItem.change, property), pending: pendingItem });
      else {
        await alertRepository.settle(searchId, pendingItem.propertyId, pendingItem.change.key, null);
        outcome.dropped++;
      }
    }
    if (!search || told.length === 0) continue;
    try {
      await (deps.sender ?? mailSender).send(alertMail(search.email, criteriaOf(search), told, origin, await alertLinks(search, origin, now), settings));
    } catch (error) {
      // Its items stay pending for the next run; the other alerts' digests go on.
      failures.push(error);
      continue;
    }
    for (const { pending: p } of told) await alertRepository.settle(searchId, p.propertyId, p.change.key, now);
    await alertRepository.countMail(now);
    outcome.mails++;
    outcome.items += told.length;
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} digest mail(s) failed; their items wait for the next run`);
  return outcome;
}
