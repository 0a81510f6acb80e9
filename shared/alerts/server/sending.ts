import { ALERT_SENDS_QUEUE } from '../../../events/queues.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { sesFailure } from '../../newsletter/campaign-sending.js';
import { logger } from '../../observability/logger.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { HANDOVER_MARGIN_MS, workQueueSender, type WorkQueueSender } from '../../queues/server/work-queue.js';
import { settingsRepository } from '../../settings/server/repository.js';
import type { SiteSettings } from '../../settings/schema.js';
import { alertItemOf, alertMail, type AlertItem } from '../mail.js';
import { changeOfKey, criteriaOf } from '../rules.js';
import type { AlertMailRequest, AlertSendBatch } from '../sending.js';
import { alertRepository } from './repository.js';
import { alertLinks, alertOrigin } from './service.js';

export type AlertQueue = WorkQueueSender<AlertSendBatch>;
export const alertQueue: AlertQueue = workQueueSender(ALERT_SENDS_QUEUE);

export type AlertSendOutcome = { mails: number; items: number; dropped: number; alreadyDone: number; requeued: number; retryLater: boolean };
type SendDeps = { sender?: MailSender; queue?: AlertQueue; pace: () => Promise<void>; now?: () => Date; timeLeftMs?: () => number; siteOrigin?: string };

/**
 * One alert's mail, at most once: its claims still open are read, those no longer news are settled unsent (the
 * alert paused or deleted, the listing gone, or off the market for a new listing or a lower price), the others
 * are leased, mailed together with the listings as they are now, then settled. A claim settled or leased by another
 * sender is passed over. 'retry': SES could not take it now, its leases are given back.
 */
async function sendAlertMail(request: AlertMailRequest, outcome: AlertSendOutcome, deps: SendDeps & { origin: string; settings: SiteSettings; now: () => Date }): Promise<'done' | 'retry'> {
  const [search, deliveries] = await Promise.all([alertRepository.get(request.searchId), alertRepository.deliveries(request.searchId, request.items)]);
  const open = deliveries.filter((d) => !d.sentAt && !d.settledAt);
  outcome.alreadyDone += request.items.length - open.length;
  const properties = new Map((await Promise.all([...new Set(open.map((d) => d.propertyId))].map((id) => propertyRepository.get(id)))).flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const told: (AlertItem & { claim: string })[] = [];
  for (const delivery of open) {
    const property = properties.get(delivery.propertyId);
    const change = changeOfKey(delivery.change, delivery.fromPrice);
    const stillNews = search?.status === 'active' && property && (change.kind === 'status' || property.isActive);
    if (!stillNews) {
      await alertRepository.settle(request.searchId, delivery.propertyId, delivery.change, null, deps.now());
      outcome.dropped++;
    } else if (await alertRepository.claimSending(request.searchId, delivery.propertyId, delivery.change, deps.now())) {
      told.push({ ...alertItemOf(change, property), claim: delivery.change });
    } else outcome.alreadyDone++;
  }
  if (!search || told.length === 0) return 'done';
  const now = deps.now();
  await deps.pace();
  try {
    await (deps.sender ?? mailSender).send(alertMail(search.email, criteriaOf(search), told, deps.origin, await alertLinks(search, deps.origin, now), deps.settings));
  } catch (error) {
    if (sesFailure(error) === 'retry') {
      // Throttled, paused or unreachable: the message comes back later, and these claims with it.
      for (const t of told) await alertRepository.releaseSending(request.searchId, t.listing.id, t.claim);
      return 'retry';
    }
    // SES will never take this mail (a refused address): settled unsent, never retried; no address in the log.
    for (const t of told) await alertRepository.settle(request.searchId, t.listing.id, t.claim, null, deps.now());
    outcome.dropped += told.length;
    logger.warn('alert mail refused by SES', { searchId: request.searchId, error: (error as Error).name });
    return 'done';
  }
  for (const t of told) await alertRepository.settle(request.searchId, t.listing.id, t.claim, now, deps.now());
  await alertRepository.countMail(now);
  outcome.mails++;
  outcome.items += told.length;
  return 'done';
}

/**
 * One queue message's alert mails, each at the SES account's shared pace (shared/mail/server/account-pace.ts). When
 * SES asks to slow down, the rest waits for the message's next delivery (`retryLater`); when time runs short, the rest
 * is queued as a new message.
 */
export async function sendAlertBatch(batch: AlertSendBatch, deps: SendDeps): Promise<AlertSendOutcome> {
  const outcome: AlertSendOutcome = { mails: 0, items: 0, dropped: 0, alreadyDone: 0, requeued: 0, retryLater: false };
  const now = deps.now ?? (() => new Date());
  const settings = await settingsRepository.getSiteSettings();
  const origin = alertOrigin(deps.siteOrigin);
  for (const [index, request] of batch.mails.entries()) {
    if (deps.timeLeftMs && deps.timeLeftMs() < HANDOVER_MARGIN_MS) {
      const rest = batch.mails.slice(index);
      await (deps.queue ?? alertQueue).enqueue([{ mails: rest }]);
      outcome.requeued = rest.length;
      break;
    }
    if ((await sendAlertMail(request, outcome, { ...deps, origin, settings, now })) === 'retry') {
      outcome.retryLater = true;
      break;
    }
  }
  return outcome;
}
