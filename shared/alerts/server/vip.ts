import { AlertVipOfferRequestedV1 } from '../../../events/alert-vip-offer-requested.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { newsletterLinks } from '../../newsletter/mail.js';
import { subscriberRepository } from '../../newsletter/server/repository.js';
import { newsletterSigningKey } from '../../newsletter/server/signing-key.js';
import { signLinkToken, signUnsubscribeToken, verifyLinkToken } from '../../newsletter/server/token.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { senderIdentification } from '../../settings/identity.js';
import { ALERT_MESSAGES } from '../api.js';
import { alertConsentWording } from '../labels.js';
import { vipOfferMail } from '../mail.js';
import type { SavedSearch } from '../schema.js';
import { alertRepository } from './repository.js';
import { alertOrigin, manageTokenOf } from './service.js';

/** The form of the former Alerte VIP (a newsletter sign-up) whose subscribers are offered the real one. */
const FORMER_VIP_SOURCE = 'alerte-vip';
/** An offer's link works for 60 days. */
const OFFER_TTL_SECONDS = 60 * 24 * 3600;

/** « Proposer l'Alerte VIP » (back office): one event; the consumer mails each subscriber not offered yet. */
export async function requestVipOffers(requestedBy: string, now = new Date()): Promise<void> {
  await alertRepository.publish(outboxItem(AlertVipOfferRequestedV1, { requestedBy }, now));
}

/**
 * Mails the offer to every active subscriber of the former Alerte VIP not offered yet, each once ever (a claim per
 * subscriber). A failed mail releases its claim and the others go on; then the call throws: the bus retries, and
 * those already mailed are skipped.
 */
export async function sendVipOffers(deps: { sender?: MailSender; siteOrigin?: string; now?: Date } = {}): Promise<{ offered: number; already: number }> {
  const now = deps.now ?? new Date();
  const subscribers = await subscriberRepository.activeFromSource(FORMER_VIP_SOURCE);
  const [key, settings] = await Promise.all([newsletterSigningKey(), settingsRepository.getSiteSettings()]);
  const origin = alertOrigin(deps.siteOrigin);
  const outcome = { offered: 0, already: 0 };
  const failures: unknown[] = [];
  for (const subscriber of subscribers) {
    if (!(await alertRepository.claimVipOffer(subscriber.id))) {
      outcome.already++;
      continue;
    }
    const accept = `${origin}/alertes?vip=${encodeURIComponent(signLinkToken(key, 'alert-vip-offer', subscriber.id, OFFER_TTL_SECONDS, now))}`;
    try {
      await (deps.sender ?? mailSender).send(vipOfferMail(subscriber, accept, newsletterLinks(origin, signUnsubscribeToken(key, subscriber.id, now)), settings));
    } catch (error) {
      // Offered again on the event's retry; the others are offered meanwhile.
      await alertRepository.releaseVipOffer(subscriber.id);
      failures.push(error);
      continue;
    }
    outcome.offered++;
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} Alerte VIP offer(s) failed; the event is retried for them`);
  return outcome;
}

/**
 * The offer's « Activer mon Alerte VIP »: the link reached the subscriber's own mailbox and the click is the consent,
 * so the alert is active at once (no second confirmation), recorded with the alerts' consent wording. Accepting twice
 * is the same alert.
 */
export async function acceptVipOffer(token: string, now = new Date()): Promise<{ status: 'created' | 'already'; manageToken: string }> {
  const check = verifyLinkToken(await newsletterSigningKey(), 'alert-vip-offer', token, now);
  if (!check.valid) throw new ValidationError(ALERT_MESSAGES.invalidToken);
  const subscriber = await subscriberRepository.getById(check.id);
  if (!subscriber) throw new NotFoundError('Cette inscription à l’Alerte VIP n’existe plus.');
  const manageToken = await manageTokenOf(subscriber.email, now);
  // One id per subscriber, created conditionally: two clicks at once make one alert. One there (active, or paused by
  // its owner) stays as it is; one deleted since is made again by this new click.
  const id = `vip-${subscriber.id}`;
  if (await alertRepository.get(id)) return { status: 'already', manageToken };
  const at = now.toISOString();
  const settings = await settingsRepository.getSiteSettings();
  const search: SavedSearch = {
    id,
    email: subscriber.email,
    saleContext: 'reprise_finance',
    frequency: 'immediate',
    status: 'active',
    source: FORMER_VIP_SOURCE,
    consentWording: alertConsentWording(senderIdentification(settings)),
    consentAt: at,
    confirmedAt: at,
    createdAt: at,
  };
  return { status: (await alertRepository.createActive(search)) ? 'created' : 'already', manageToken };
}
