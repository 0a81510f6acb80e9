import { randomUUID } from 'node:crypto';
import { AlertConfirmationRequestedV1 } from '../../../events/alert-confirmation-requested.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { env } from '../../config/env.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { newsletterSigningKey } from '../../newsletter/server/signing-key.js';
import { signLinkToken, verifyLinkToken, type TokenPurpose } from '../../newsletter/server/token.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { senderIdentification } from '../../settings/identity.js';
import { ALERT_MESSAGES, MAX_ALERTS_PER_EMAIL, type AlertConfirmResult, type CreateAlertBody, type ManagedAlert, type ManagedAlerts, type UpdateAlertBody } from '../api.js';
import { alertConsentWording } from '../labels.js';
import { confirmationMail, type AlertLinks } from '../mail.js';
import { criteriaOf } from '../rules.js';
import type { SavedSearch } from '../schema.js';
import { ownerKeyOf } from './owner.js';
import { alertRepository } from './repository.js';

/** A confirmation link works for a week; a management link (every alert mail carries one) 90 days, over CASL's 60. */
const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;
/** An unconfirmed alert is kept a day past its confirmation link, then deleted: nothing can be sent to it any more. */
export const PENDING_ALERT_LIFETIME_MS = CONFIRM_TTL_SECONDS * 1000 + 24 * 3600 * 1000;
const MANAGE_TTL_SECONDS = 90 * 24 * 3600;
const ALERT_GONE = 'Cette alerte n’existe plus.';
const ALERT_CHANGED = 'Cette alerte vient d’être modifiée. Rechargez la page.';

export const alertOrigin = (given?: string) => {
  const siteOrigin = given ?? env().SITE_ORIGIN;
  if (!siteOrigin) throw new Error('SITE_ORIGIN is not set: alert mails need the site origin for their links');
  return siteOrigin.replace(/\/+$/, '');
};

async function checkToken(purpose: TokenPurpose, token: string, now: Date): Promise<string> {
  const check = verifyLinkToken(await newsletterSigningKey(), purpose, token, now);
  if (!check.valid) throw new ValidationError(ALERT_MESSAGES.invalidToken);
  return check.id;
}

/** The « Gérer mes alertes » token of an address. */
export const manageTokenOf = async (email: string, now = new Date()) => signLinkToken(await newsletterSigningKey(), 'alert-manage', ownerKeyOf(email), MANAGE_TTL_SECONDS, now);

/**
 * The links of an alert's mails: « Gérer mes alertes » (all of its owner's alerts) and its own one-click stop, whose
 * token stops that alert and nothing else (it rides in a header and a query string).
 */
export async function alertLinks(search: Pick<SavedSearch, 'id' | 'email'>, siteOrigin?: string, now = new Date()): Promise<AlertLinks> {
  const key = await newsletterSigningKey();
  const base = alertOrigin(siteOrigin);
  const stop = signLinkToken(key, 'alert-stop', search.id, MANAGE_TTL_SECONDS, now);
  return {
    manage: `${base}/alertes?token=${encodeURIComponent(await manageTokenOf(search.email, now))}`,
    oneClick: `${base}/api/alerts/${encodeURIComponent(search.id)}/one-click?token=${encodeURIComponent(stop)}`,
  };
}

/**
 * Saves a search, pending until its owner follows the link of the confirmation mail (double opt-in), with the
 * consent wording of the site and the time (CASL). The answer is the same whatever the address already has.
 */
export async function createAlert(body: Omit<CreateAlertBody, 'website' | 'elapsedMs'> & { email: string }, now = new Date()): Promise<void> {
  const [existing, settings] = await Promise.all([alertRepository.listByOwner(ownerKeyOf(body.email)), settingsRepository.getSiteSettings()]);
  // Confirmed alerts only: pending ones, which anyone may ask for any address, cannot fill an address's quota.
  if (existing.filter((s) => s.status !== 'pending').length >= MAX_ALERTS_PER_EMAIL) throw new ValidationError(ALERT_MESSAGES.tooMany);
  const at = now.toISOString();
  const search: SavedSearch = {
    id: randomUUID(),
    email: body.email,
    ...body.criteria,
    frequency: body.frequency,
    status: 'pending',
    source: body.source,
    consentWording: alertConsentWording(senderIdentification(settings)),
    consentAt: at,
    createdAt: at,
  };
  await alertRepository.createWithEvent(search, outboxItem(AlertConfirmationRequestedV1, { savedSearchId: search.id }, now));
}

/** The confirmation mail of a pending alert; none for one confirmed or deleted since. */
export async function sendConfirmationMail(searchId: string, deps: { sender?: MailSender; siteOrigin?: string; now?: Date } = {}): Promise<'sent' | 'skipped'> {
  const search = await alertRepository.get(searchId);
  if (!search || search.status !== 'pending') return 'skipped';
  const [key, settings] = await Promise.all([newsletterSigningKey(), settingsRepository.getSiteSettings()]);
  const token = signLinkToken(key, 'alert-confirm', search.id, CONFIRM_TTL_SECONDS, deps.now);
  const url = `${alertOrigin(deps.siteOrigin)}/alertes?confirmer=${encodeURIComponent(token)}`;
  await (deps.sender ?? mailSender).send(confirmationMail(search.email, criteriaOf(search), search.frequency, url, settings));
  return 'sent';
}

/** The confirmation link: the alert becomes active (and is filed in the matching index); following it twice is fine. */
export async function confirmAlert(token: string, now = new Date()): Promise<AlertConfirmResult & { manageToken: string }> {
  const id = await checkToken('alert-confirm', token, now);
  const search = await alertRepository.get(id);
  if (!search) throw new NotFoundError(ALERT_GONE);
  const manageToken = await manageTokenOf(search.email, now);
  if (search.status !== 'pending') return { status: 'already-confirmed', manageToken };
  const at = now.toISOString();
  if (!(await alertRepository.replace(search, { ...search, status: 'active', confirmedAt: at, updatedAt: at }))) return { status: 'already-confirmed', manageToken };
  return { status: 'confirmed', manageToken };
}

const managed = (s: SavedSearch): ManagedAlert => ({ id: s.id, criteria: criteriaOf(s), frequency: s.frequency, status: s.status, createdAt: s.createdAt });

/** « Gérer mes alertes »: every alert of the link's address. */
export async function listManagedAlerts(token: string, now = new Date()): Promise<ManagedAlerts> {
  const owner = await checkToken('alert-manage', token, now);
  const alerts = await alertRepository.listByOwner(owner);
  return { email: alerts[0]?.email ?? '', alerts: alerts.map(managed) };
}

async function ownedAlert(id: string, token: string, now: Date): Promise<SavedSearch> {
  const owner = await checkToken('alert-manage', token, now);
  const search = await alertRepository.get(id);
  // Another address's alert answers as a missing one: the link reaches its own address's alerts only.
  if (!search || ownerKeyOf(search.email) !== owner) throw new NotFoundError(ALERT_GONE);
  return search;
}

/** Another frequency, a pause or a resume. A pending alert is confirmed by its mail's link only, never from here. */
export async function updateAlert(id: string, body: UpdateAlertBody, now = new Date()): Promise<ManagedAlert> {
  const search = await ownedAlert(id, body.token, now);
  const status = body.paused === undefined || search.status === 'pending' ? search.status : body.paused ? 'paused' : 'active';
  const next: SavedSearch = { ...search, frequency: body.frequency ?? search.frequency, status, updatedAt: now.toISOString() };
  if (!(await alertRepository.replace(search, next))) throw new ConflictError(ALERT_CHANGED);
  return managed(next);
}

export async function deleteAlert(id: string, token: string, now = new Date()): Promise<void> {
  await alertRepository.delete(await ownedAlert(id, token, now));
}

/** « Supprimer toutes mes alertes » (and Law 25's deletion on request). */
export async function deleteAllAlerts(token: string, now = new Date()): Promise<void> {
  const owner = await checkToken('alert-manage', token, now);
  for (const search of await alertRepository.listByOwner(owner)) await alertRepository.delete(search);
}

/** RFC 8058 one-click: stops the alert its token names (deletes it); an alert already gone is already stopped. */
export async function stopAlertOneClick(id: string, token: string, now = new Date()): Promise<void> {
  if ((await checkToken('alert-stop', token, now)) !== id) throw new ValidationError(ALERT_MESSAGES.invalidToken);
  const search = await alertRepository.get(id);
  if (search) await alertRepository.delete(search);
}

/**
 * Deletes the alerts never confirmed whose confirmation link has expired, with their counts (Law 25: an address kept
 * for nothing is not kept). One confirmed meanwhile is left alone. The hourly alert-digests job runs it.
 */
export async function deleteExpiredPending(now = new Date()): Promise<number> {
  const expired = await alertRepository.pendingBefore(new Date(now.getTime() - PENDING_ALERT_LIFETIME_MS));
  let deleted = 0;
  for (const search of expired) if (await alertRepository.deletePending(search)) deleted++;
  return deleted;
}
