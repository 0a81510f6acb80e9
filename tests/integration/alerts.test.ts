import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { PropertyChangedV1 } from '../../events/property-changed.v1.js';
import { outboxItem } from '../../events/publish.js';
import { ruleConsumer, scheduledJob } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import type { AlertStats } from '../../shared/alerts/counters.js';
import { alertConsentWording } from '../../shared/alerts/labels.js';
import { signLinkToken } from '../../shared/newsletter/server/token.js';
import { senderIdentification } from '../../shared/settings/identity.js';
import { latestMailTo, mailsTo, type InboxMail } from '../support/inbox.js';
import { adminToken, api, asVisitor, guarded, settled, stack, useStackTable } from './helpers.js';

/**
 * Saved searches and their alerts (issue 28 items 1–3) against the local stack: the double opt-in, the alerts a
 * property change sends (new listing, lower price, status), never twice, and the links of their mails. Every
 * alert here looks for a marker word only this file's listings carry, so no other test's listing concerns them.
 */
const marker = `alerte${randomUUID().slice(0, 8).replace(/-/g, '')}`;
let mailbox = 0;
const address = (name: string) => `${name}-${marker}-${++mailbox}@example.com`;
const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);

let token: string;
let db: typeof import('../../shared/db/service.js').db;
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });
const created: string[] = [];

beforeAll(async () => {
  useStackTable();
  token = await adminToken();
  db = (await import('../../shared/db/service.js')).db;
});
afterAll(async () => {
  await Promise.all(created.map((id) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

const createAlert = (body: object) => api('/api/alerts', { method: 'POST', json: guarded({ source: 'listings', frequency: 'immediate', ...body }), headers: asVisitor() });

async function listing(title: string, extra: Record<string, unknown> = {}) {
  const res = await asAdmin('/api/admin/properties', {
    method: 'POST',
    json: { title: `${title} ${marker}`, price: 480_000, location: 'Sherbrooke', propertyType: 'maison', bedrooms: 3, bathrooms: 1, agents: [{ agentId, isPrimary: true }], ...extra },
  });
  expect(res.status).toBe(201);
  created.push(res.body.id);
  return res.body as { id: string; updatedAt: string; title: string };
}

/** Prices and thousands are written with no-break spaces (shared/format.ts): compared here as plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const linkIn = (mail: InboxMail, pattern: RegExp) => {
  const found = pattern.exec(mail.body.text ?? '');
  expect(found, `${pattern} in « ${mail.subject} »`).not.toBeNull();
  return decodeURIComponent(found![1]!);
};
const confirmTokenOf = (mail: InboxMail) => linkIn(mail, /\/alertes\?confirmer=([^\s"<]+)/);
const manageTokenOf = (mail: InboxMail) => linkIn(mail, /\/alertes\?token=([^\s"<]+)/);
const notConfirmation = (mail: InboxMail) => !mail.subject.startsWith('Confirmez');
const about = (title: string) => (mail: InboxMail) => (mail.body.text ?? '').includes(title);

/** Creates an alert and follows the link of its confirmation mail; returns the management token. */
async function confirmedAlert(email: string, criteria: object, frequency = 'immediate') {
  const seen = new Set((await mailsTo(stack().ses, email)).map((m) => m.messageId));
  expect(await createAlert({ email, criteria, frequency })).toMatchObject({ status: 201, body: { status: 'confirmation-sent' } });
  const mail = await latestMailTo(stack().ses, email, { match: (m) => !seen.has(m.messageId) });
  const confirmed = await api('/api/alerts/confirm', { method: 'POST', json: { token: confirmTokenOf(mail) } });
  expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
  return confirmed.body.manageToken as string;
}

describe('saved searches and alerts', () => {
  it('sends nothing before the confirmation link is followed, then one mail per matching new listing, with its links and the consent recorded', async () => {
    const email = address('camille');
    const since = new Date(Date.now() - 1000);
    const res = await createAlert({ email: `  ${email.toUpperCase()}`, criteria: { q: marker, propertyType: 'maison', maxPrice: 500_000, bedrooms: 3 } });
    expect(res).toMatchObject({ status: 201, body: { status: 'confirmation-sent' } });

    const confirmation = await latestMailTo(stack().ses, email, { since });
    expect(confirmation.subject).toBe('Confirmez votre alerte immobilière – Courtage Québec');
    expect(plain(confirmation.body.text)).toContain('Maison, « ' + marker + ' », jusqu’à 500 000 $, 3 chambres et plus');
    const [stored] = (await db.entities.savedSearch.scan.where((a, op) => op.eq(a.email, email)).go({ pages: 'all' })).data;
    expect(stored).toMatchObject({ status: 'pending', source: 'listings', consentWording: alertConsentWording(senderIdentification((await api('/api/site-settings')).body)) });
    expect(stored!.consentAt).toBe(stored!.createdAt);

    // Pending: a matching listing sends nothing.
    await listing('Avant confirmation');
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).map((m) => m.subject)).toEqual([confirmation.subject]);

    const confirmToken = confirmTokenOf(confirmation);
    expect(await api('/api/alerts/confirm', { method: 'POST', json: { token: confirmToken } })).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await api('/api/alerts/confirm', { method: 'POST', json: { token: confirmToken } })).toMatchObject({ status: 200, body: { status: 'already-confirmed' } });
    expect((await db.entities.savedSearch.get({ id: stored!.id }).go()).data).toMatchObject({ status: 'active', confirmedAt: expect.any(String) });

    const match = await listing('Maison de rêve');
    await listing('Trop chère', { price: 650_000 });
    await listing('Condo', { propertyType: 'condo' });
    await listing('Deux chambres', { bedrooms: 2 });
    const mail = await latestMailTo(stack().ses, email, { since, match: about(match.title) });
    await settled();
    const alerts = (await mailsTo(stack().ses, email, { since })).filter((m) => m.subject !== confirmation.subject);
    expect(alerts.map((m) => m.subject)).toEqual([`Nouvelle propriété : ${match.title}`]);
    expect(mail.body.text).toContain(`${stack().url}/property/${match.id}`);
    expect(plain(mail.body.text)).toContain('480 000 $');
    // The brokerage's identification (OACIQ, CASL), the management link and the one-click headers (RFC 8058).
    const settings = (await api('/api/site-settings')).body;
    expect(mail.body.text).toContain(settings.agencyName);
    expect(manageTokenOf(mail)).toBeTruthy();
    // The one-click target stops this alert only: its token is not the management link's.
    const unsubscribe = mail.headers?.find((h) => h.name === 'List-Unsubscribe')?.value ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<${stack().url}/api/alerts/${stored!.id}/one-click\\?token=[^>]+>$`));
    expect(unsubscribe).not.toContain(encodeURIComponent(manageTokenOf(mail)));
    expect(mail.headers).toEqual(expect.arrayContaining([{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }]));
  });

  it('the same change delivered three times, and again in another event, is mailed once', async () => {
    const email = address('olivier');
    await confirmedAlert(email, { q: marker, location: 'Magog' });
    const since = new Date(Date.now() - 1000);
    const home = await listing('Au bord du lac', { location: 'Magog' });
    await latestMailTo(stack().ses, email, { since, match: about(home.title) });

    const handler = await loadHandler<BusEvent, unknown>(ruleConsumer('search-alerts'));
    const summary = { title: home.title, location: 'Magog', price: 480_000, isActive: true, isFeatured: false, viewsCount: 0, createdAt: new Date().toISOString(), status: 'disponible' as const };
    const item = outboxItem(PropertyChangedV1, { propertyId: home.id, change: 'created', before: null, after: summary });
    const event = { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) } as BusEvent;
    const outcomes = await Promise.all([handler(event), handler(event), handler(event)]);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(2);
    expect(outcomes.find((o) => o !== 'duplicate')).toMatchObject({ changes: ['new'], told: 0 });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(about(home.title))).toHaveLength(1);
  });

  it('queues a claim a stopped run left unqueued, and sends a queued mail once however often it is delivered, after SES asked to wait', async () => {
    Object.assign(process.env, { AWS_ENDPOINT_URL_SESV2: stack().ses, MAIL_FROM: 'Courtage Québec <no-reply@courtage-quebec.ca>', SITE_ORIGIN: stack().url });
    const { alertRepository } = await import('../../shared/alerts/server/repository.js');
    const { tellAlerts } = await import('../../shared/alerts/server/matching.js');
    const { sendAlertBatch } = await import('../../shared/alerts/server/sending.js');
    const { createMailSender } = await import('../../shared/mail/server/service.js');
    const email = address('zoe');
    const manage = await confirmedAlert(email, { q: marker, location: 'Baie-Comeau' });
    const [alert] = (await api('/api/alerts/manage', { method: 'POST', json: { token: manage } })).body.alerts as { id: string }[];
    // Paused while the listing comes, so the stack's own consumer tells it nothing; then a run that claimed it and stopped.
    expect((await api(`/api/alerts/${alert!.id}`, { method: 'PATCH', json: { token: manage, paused: true } })).status).toBe(200);
    const since = new Date(Date.now() - 1000);
    const home = await listing('Maison du Nord', { location: 'Baie-Comeau' });
    await settled();
    expect((await api(`/api/alerts/${alert!.id}`, { method: 'PATCH', json: { token: manage, paused: false } })).status).toBe(200);
    expect(await alertRepository.claimDelivery(alert!.id, home.id, { kind: 'new', key: 'new' }, null, new Date())).toBe(true);

    // The event again (its retry): the claim exists, unsent, so its mail is queued again.
    const queued: import('../../shared/alerts/sending.js').AlertSendBatch[] = [];
    const queue = { enqueue: async (batches: typeof queued) => void queued.push(...batches) };
    const summary = { title: home.title, location: 'Baie-Comeau', price: 480_000, isActive: true, status: 'disponible' as const };
    expect(await tellAlerts(home.id, null, summary, { queue })).toMatchObject({ changes: ['new'], told: 1 });
    expect(queued).toEqual([{ mails: [{ searchId: alert!.id, items: [{ propertyId: home.id, change: 'new' }] }] }]);

    // SES asks to wait: nothing leaves, the lease is given back.
    const throttled = { send: () => Promise.reject(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' })) };
    expect(await sendAlertBatch(queued[0]!, { sender: throttled, pace: async () => {} })).toMatchObject({ mails: 0, retryLater: true });
    // Then the message delivered three times, twice at once: one mail.
    const ses = createMailSender();
    const outcomes = [...(await Promise.all([0, 1].map(() => sendAlertBatch(queued[0]!, { sender: ses, pace: async () => {} })))), await sendAlertBatch(queued[0]!, { sender: ses, pace: async () => {} })];
    expect(outcomes.reduce((sum, o) => sum + o.mails, 0)).toBe(1);
    expect(outcomes.every((o) => !o.retryLater)).toBe(true);
    expect((await mailsTo(stack().ses, email, { since })).filter(about(home.title))).toHaveLength(1);
    expect((await alertRepository.deliveries(alert!.id, [{ propertyId: home.id, change: 'new' }]))[0]).toMatchObject({ sentAt: expect.any(String), settledAt: expect.any(String) });

    // SES refuses a mail for good (a bad address): its claim is settled unsent, never tried again.
    const lower = { kind: 'price-drop' as const, key: 'price:470000', from: 480_000 };
    expect(await alertRepository.claimDelivery(alert!.id, home.id, lower, null, new Date())).toBe(true);
    const refused = { send: () => Promise.reject(Object.assign(new Error('Address blacklisted.'), { name: 'MessageRejected' })) };
    const batch = { mails: [{ searchId: alert!.id, items: [{ propertyId: home.id, change: lower.key }] }] };
    expect(await sendAlertBatch(batch, { sender: refused, pace: async () => {} })).toMatchObject({ mails: 0, dropped: 1, retryLater: false });
    const [settledUnsent] = await alertRepository.deliveries(alert!.id, [{ propertyId: home.id, change: lower.key }]);
    expect(settledUnsent!.settledAt).toEqual(expect.any(String));
    expect(settledUnsent!.sentAt).toBeUndefined();
    expect(await sendAlertBatch(batch, { sender: ses, pace: async () => {} })).toMatchObject({ mails: 0, alreadyDone: 1 });
  });

  it('deletes an alert never confirmed once its confirmation link has expired, with its count; a recent one stays', async () => {
    const [stale, recent] = [address('oubli'), address('recent')];
    for (const email of [stale, recent]) expect(await createAlert({ email, criteria: { q: marker } })).toMatchObject({ status: 201 });
    const find = async (email: string) => (await db.entities.savedSearch.scan.where((a, op) => op.eq(a.email, email)).go({ pages: 'all' })).data;
    const [old] = await find(stale);
    // Created nine days ago: its link (7 days) expired two days ago. A confirmed alert as old stays, of course.
    const nineDaysAgo = new Date(Date.now() - 9 * 86_400_000).toISOString();
    await db.entities.savedSearch.put({ ...old!, createdAt: nineDaysAgo }).go();
    const kept = address('gardee');
    await confirmedAlert(kept, { q: marker });
    const [confirmed] = await find(kept);
    await db.entities.savedSearch.put({ ...confirmed!, createdAt: nineDaysAgo }).go();
    const pendingCount = async () => ((await asAdmin('/api/admin/alerts/stats')).body as AlertStats).byStatus.pending;
    const before = await pendingCount();

    const job = await loadHandler<{ frequencies: string[] }, unknown>(scheduledJob('alert-digests'));
    await job({ frequencies: [] });
    expect(await find(stale)).toEqual([]);
    expect(await find(recent)).toMatchObject([{ status: 'pending' }]);
    expect(await find(kept)).toMatchObject([{ status: 'active' }]);
    expect(await pendingCount()).toBe(before - 1);
  });

  it('tells a lower price and then a status to the alert that sent the listing', async () => {
    const email = address('mathis');
    await confirmedAlert(email, { q: marker, location: 'Granby' });
    const since = new Date(Date.now() - 1000);
    const home = await listing('Plain-pied', { location: 'Granby' });
    await latestMailTo(stack().ses, email, { since, match: about(home.title) });

    const lower = await asAdmin(`/api/admin/properties/${home.id}`, { method: 'PATCH', json: { price: 455_000, expectedUpdatedAt: home.updatedAt } });
    expect(lower.status).toBe(200);
    const drop = await latestMailTo(stack().ses, email, { since, match: (m) => m.subject.startsWith('Prix réduit') });
    expect(plain(drop.subject)).toBe(`Prix réduit (auparavant 480 000 $) : ${home.title}`);
    expect(plain(drop.body.text)).toContain('455 000 $');

    const sold = await asAdmin(`/api/admin/properties/${home.id}`, { method: 'PATCH', json: { status: 'vendu', expectedUpdatedAt: lower.body.updatedAt } });
    expect(sold.status).toBe(200);
    const status = await latestMailTo(stack().ses, email, { since, match: (m) => m.subject.startsWith('Vendu') });
    expect(status.subject).toBe(`Vendu : ${home.title}`);
    // A higher price is not news.
    await asAdmin(`/api/admin/properties/${home.id}`, { method: 'PATCH', json: { price: 470_000, expectedUpdatedAt: sold.body.updatedAt } });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(about(home.title)).map((m) => plain(m.subject).split(' : ')[0])).toEqual(['Nouvelle propriété', 'Prix réduit (auparavant 480 000 $)', 'Vendu']);
  });

  it('the Alerte VIP tells repossessions only, and the sale context is set by the admin', async () => {
    const email = address('vip');
    const seen = new Set((await mailsTo(stack().ses, email)).map((m) => m.messageId));
    expect(await createAlert({ email, source: 'alerte-vip', criteria: { saleContext: 'reprise_finance', q: marker } })).toMatchObject({ status: 201 });
    const confirmation = await latestMailTo(stack().ses, email, { match: (m) => !seen.has(m.messageId) });
    expect(confirmation.body.text).toContain('Toutes les propriétés, en reprise de finance');
    expect((await api('/api/alerts/confirm', { method: 'POST', json: { token: confirmTokenOf(confirmation) } })).status).toBe(200);

    const since = new Date(Date.now() - 1000);
    const repossession = await listing('Reprise à saisir', { saleContext: 'reprise_finance' });
    const ordinary = await listing('Vente ordinaire');
    const estate = await listing('Succession', { saleContext: 'succession' });
    await latestMailTo(stack().ses, email, { since, match: about(repossession.title) });
    // An ordinary sale and an estate are not repossessions.
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(notConfirmation).map((m) => m.subject)).toEqual([`Nouvelle propriété : ${repossession.title}`]);
    expect((await mailsTo(stack().ses, email, { since })).filter(about(ordinary.title))).toEqual([]);
    expect((await api(`/api/properties/${repossession.id}`)).body.saleContext).toBe('reprise_finance');
    // An ordinary listing the admin then says is a repossession is new to the Alerte VIP.
    const later = await listing('Reprise annoncée après coup');
    expect((await asAdmin(`/api/admin/properties/${later.id}`, { method: 'PATCH', json: { saleContext: 'reprise_finance', expectedUpdatedAt: later.updatedAt } })).status).toBe(200);
    await latestMailTo(stack().ses, email, { since, match: about(later.title) });
    for (const home of [ordinary, estate]) expect((await api(`/api/properties/${home.id}`)).body.saleContext).not.toBe('reprise_finance');
    expect((await asAdmin('/api/admin/properties', { method: 'POST', json: { title: 'x', price: 1, location: 'y', propertyType: 'maison', saleContext: 'encan', agents: [{ agentId, isPrimary: true }] } })).body.error.message).toBe('Contexte de vente inconnu.');
  });

  it('a daily alert keeps its changes for the digest: one mail with every listing, then nothing until the next change', async () => {
    const email = address('noemie');
    await confirmedAlert(email, { q: marker, location: 'Joliette' }, 'daily');
    const since = new Date(Date.now() - 1000);
    const first = await listing('Cottage', { location: 'Joliette' });
    const second = await listing('Bungalow', { location: 'Joliette', price: 400_000 });
    const gone = await listing('Jumelé', { location: 'Joliette' });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(notConfirmation)).toHaveLength(0);
    // A listing withdrawn before the digest is not in it.
    expect((await asAdmin(`/api/admin/properties/${gone.id}`, { method: 'PATCH', json: { isActive: false, expectedUpdatedAt: gone.updatedAt } })).status).toBe(200);

    const job = await loadHandler<{ frequencies: string[] }, { alerts: number; items: number }[]>(scheduledJob('alert-digests'));
    const [daily] = await job({ frequencies: ['daily'] });
    expect(daily!.alerts).toBeGreaterThanOrEqual(1);
    // The job queued the digests; the send queue's consumer mails them.
    await settled();
    const digests = (await mailsTo(stack().ses, email, { since })).filter(notConfirmation);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 propriétés pour votre alerte – Courtage Québec');
    for (const home of [first, second]) expect(digests[0]!.body.text).toContain(`/property/${home.id}`);
    expect(digests[0]!.body.text).not.toContain(gone.id);

    await job({ frequencies: ['daily'] });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(notConfirmation)).toHaveLength(1);
  });

  it('manages by the signed link: lists, changes the frequency, pauses, deletes; one-click POST stops an alert', async () => {
    const email = address('lea');
    const manage = await confirmedAlert(email, { q: marker, location: 'Rimouski' });
    await confirmedAlert(email, { q: marker, location: 'Matane' }, 'weekly');

    const list = await api('/api/alerts/manage', { method: 'POST', json: { token: manage } });
    expect(list.status).toBe(200);
    expect(list.body.email).toBe(email);
    const [rimouski, matane] = list.body.alerts as { id: string; criteria: { location: string }; frequency: string; status: string }[];
    expect([rimouski!.criteria.location, matane!.criteria.location]).toEqual(['Rimouski', 'Matane']);
    expect(matane).toMatchObject({ frequency: 'weekly', status: 'active' });

    expect(await api(`/api/alerts/${rimouski!.id}`, { method: 'PATCH', json: { token: manage, frequency: 'daily' } })).toMatchObject({ status: 200, body: { frequency: 'daily' } });
    expect(await api(`/api/alerts/${rimouski!.id}`, { method: 'PATCH', json: { token: manage, paused: true } })).toMatchObject({ status: 200, body: { status: 'paused' } });

    // Paused: a matching listing is not told.
    const since = new Date(Date.now() - 1000);
    const home = await listing('Vue sur le fleuve', { location: 'Rimouski' });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter(about(home.title))).toHaveLength(0);

    // Another address's token reaches none of these alerts.
    const stranger = await confirmedAlert(address('autre'), { q: marker, location: 'Gaspé' });
    expect(await api(`/api/alerts/${rimouski!.id}/delete`, { method: 'POST', json: { token: stranger } })).toMatchObject({ status: 404, body: { error: { message: 'Cette alerte n’existe plus.' } } });
    expect(await api(`/api/alerts/${rimouski!.id}`, { method: 'PATCH', json: { token: stranger, paused: false } })).toMatchObject({ status: 404 });
    expect((await db.entities.savedSearch.get({ id: rimouski!.id }).go()).data).toMatchObject({ status: 'paused', frequency: 'daily' });
    // A tampered token is a French 400.
    expect(await api('/api/alerts/manage', { method: 'POST', json: { token: `${manage.slice(0, -2)}xx` } })).toMatchObject({ status: 400, body: { error: { message: 'Ce lien d’alerte est invalide ou expiré.' } } });

    // The one-click target takes its own token, which names one alert: not the management link's, nor another alert's.
    const key = (await db.entities.newsletterSigningKey.get({ keyName: 'unsubscribe-v1' }).go()).data!.secret;
    const oneClick = (id: string, token: string) =>
      fetch(`${stack().url}/api/alerts/${id}/one-click?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(matane!.id, manage)).status).toBe(400);
    expect((await oneClick(rimouski!.id, signLinkToken(key, 'alert-stop', matane!.id, 3600))).status).toBe(400);
    expect((await api('/api/alerts/manage', { method: 'POST', json: { token: manage } })).body.alerts).toHaveLength(2);
    expect((await oneClick(matane!.id, signLinkToken(key, 'alert-stop', matane!.id, 3600))).status).toBe(204);
    expect((await api('/api/alerts/manage', { method: 'POST', json: { token: manage } })).body.alerts.map((a: { id: string }) => a.id)).toEqual([rimouski!.id]);

    expect((await api(`/api/alerts/${rimouski!.id}/delete`, { method: 'POST', json: { token: manage } })).status).toBe(204);
    expect((await api('/api/alerts/manage', { method: 'POST', json: { token: manage } })).body.alerts).toEqual([]);
    // Its index items went with it.
    expect((await db.entities.alertMatchKey.scan.where((a, op) => op.eq(a.searchId, rimouski!.id)).go({ pages: 'all' })).data).toEqual([]);
  });

  it('offers the real Alerte VIP once to the former subscribers; the link of the offer activates it', async () => {
    const email = address('ancien-vip');
    expect((await api('/api/newsletter', { method: 'POST', json: guarded({ email, source: 'alerte-vip' }), headers: asVisitor() })).status).toBe(201);
    const since = new Date(Date.now() - 1000);
    expect(await asAdmin('/api/admin/alerts/vip-offer', { method: 'POST' })).toMatchObject({ status: 202, body: { status: 'requested' } });
    const offer = await latestMailTo(stack().ses, email, { since, match: (m) => m.subject.startsWith('Activez votre Alerte VIP') });
    expect(offer.body.text).toContain('Sans action de votre part, rien ne change');
    expect(offer.headers).toEqual(expect.arrayContaining([{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }]));
    // Offered once, ever: a second request mails nobody again.
    await asAdmin('/api/admin/alerts/vip-offer', { method: 'POST' });
    await settled();
    expect((await mailsTo(stack().ses, email, { since })).filter((m) => m.subject.startsWith('Activez'))).toHaveLength(1);
    // Nothing was enrolled silently.
    expect((await asAdmin(`/api/admin/alerts?email=${encodeURIComponent(email)}`)).body).toEqual([]);

    const token = linkIn(offer, /\/alertes\?vip=([^\s"<]+)/);
    const accepted = await api('/api/alerts/vip', { method: 'POST', json: { token } });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'created' } });
    expect((await api('/api/alerts/vip', { method: 'POST', json: { token } })).body.status).toBe('already');
    const [alert] = (await asAdmin(`/api/admin/alerts?email=${encodeURIComponent(email)}`)).body;
    expect(alert).toMatchObject({ status: 'active', source: 'alerte-vip', criteria: { saleContext: 'reprise_finance' }, confirmedAt: expect.any(String) });
    expect((await api('/api/alerts/manage', { method: 'POST', json: { token: accepted.body.manageToken } })).body.alerts).toHaveLength(1);
  });

  it('the back office counts alerts by status and frequency and the mails of the week, shows the consent records of an address and deletes them on request', async () => {
    const stats = async () => (await asAdmin('/api/admin/alerts/stats')).body as AlertStats;
    const before = await stats();
    const email = address('loi25');
    await createAlert({ email, criteria: { q: marker, location: 'Lévis' }, frequency: 'weekly' });
    // Its confirmation mail first: the next alert's must not be mistaken for it (it would confirm the weekly one).
    await latestMailTo(stack().ses, email);
    await confirmedAlert(email, { q: marker, location: 'Lévis' });
    const home = await listing('Maison ancestrale', { location: 'Lévis' });
    await latestMailTo(stack().ses, email, { match: about(home.title) });
    await settled();
    const after = await stats();
    expect(after.byStatus.pending - before.byStatus.pending).toBe(1);
    expect(after.byStatus.active - before.byStatus.active).toBe(1);
    expect(after.byFrequency.weekly - before.byFrequency.weekly).toBe(1);
    expect(after.byFrequency.immediate - before.byFrequency.immediate).toBe(1);
    expect(after.mailsThisWeek - before.mailsThisWeek).toBeGreaterThanOrEqual(1);

    const records = (await asAdmin(`/api/admin/alerts?email=${encodeURIComponent(email.toUpperCase())}`)).body as { status: string; consentWording: string; consentAt: string; source: string }[];
    expect(records.map((r) => r.status).sort()).toEqual(['active', 'pending']);
    for (const record of records) expect(record).toMatchObject({ source: 'listings', consentWording: expect.stringContaining('En créant cette alerte'), consentAt: expect.any(String) });

    expect(await asAdmin('/api/admin/alerts/delete', { method: 'POST', json: { email } })).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect((await asAdmin(`/api/admin/alerts?email=${encodeURIComponent(email)}`)).body).toEqual([]);
    const gone = await stats();
    expect(gone.byStatus.pending).toBe(before.byStatus.pending);
    expect(gone.byStatus.active).toBe(before.byStatus.active);
    expect((await api('/api/admin/alerts/stats')).status).toBe(401);
  });

  it('refuses bad input with French 400s and stores nothing', async () => {
    const email = address('invalide');
    const cases: [object, string][] = [
      [{ email: 'pas-une-adresse', criteria: {} }, 'Veuillez entrer une adresse email valide.'],
      [{ email, frequency: 'horaire', criteria: {} }, 'Fréquence d’alerte inconnue.'],
      [{ email, criteria: { minPrice: 600_000, maxPrice: 400_000 } }, 'Le prix minimum doit être inférieur ou égal au prix maximum.'],
      [{ email, criteria: { south: 46, west: -71, north: 45, east: -70 } }, 'Zone de la carte invalide.'],
      [{ email, criteria: { propertyType: 'chateau' } }, 'Type de propriété inconnu.'],
    ];
    for (const [body, message] of cases) expect(await createAlert(body)).toMatchObject({ status: 400, body: { error: { message } } });
    await settled();
    expect((await db.entities.savedSearch.scan.where((a, op) => op.eq(a.email, email)).go({ pages: 'all' })).data).toEqual([]);
    expect(await mailsTo(stack().ses, email)).toEqual([]);
  });
});
