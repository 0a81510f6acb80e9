import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentWording } from '../../shared/newsletter/consent.js';
import { addressLine, agencyMention, senderIdentification } from '../../shared/settings/identity.js';
import { latestMailTo, mailsTo, type InboxMail } from '../support/inbox.js';
import { api, asVisitor, guarded, stack, useStackTable, settled } from './helpers.js';

const run = randomBytes(4).toString('hex');
let mailbox = 0;
const address = (name: string) => `${name}-${run}-${++mailbox}@example.com`;

const subscribe = (body: object) => api('/api/newsletter', { method: 'POST', json: guarded(body), headers: asVisitor() });
const unsubscribe = (body: object) => api('/api/newsletter/unsubscribe', { method: 'POST', json: body, headers: asVisitor() });

type Db = typeof import('../../shared/db/service.js')['db'];
let db: Db;
const stored = async (email: string) => (await db.entities.subscriber.get({ email }).go()).data;

/** The token of the unsubscribe link in a welcome mail. */
function tokenOf(mail: InboxMail) {
  const link = /https?:\/\/\S+\/desabonnement\?token=([^\s"<]+)/.exec(mail.body.text ?? '');
  expect(link, 'the welcome mail links /desabonnement').not.toBeNull();
  return { page: link![0], token: decodeURIComponent(link![1]!) };
}

describe('newsletter', () => {
  beforeAll(async () => {
    useStackTable();
    ({ db } = await import('../../shared/db/service.js'));
  });

  it('subscribes, answers already, unsubscribes by the welcome link (idempotent), resubscribes with a new date', async () => {
    const email = address('julie');
    const sentAfter = new Date(Date.now() - 1000);
    // The e-mail is normalised: this spelling and the lower-case one are one subscriber.
    const first = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'footer' });
    expect(first).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    const row = await stored(email);
    expect(row).toMatchObject({ email, status: 'active', source: 'footer', consentSource: 'footer', consentText: consentWording('footer', senderIdentification((await api('/api/site-settings')).body)) });
    expect(row?.unsubscribedAt).toBeUndefined();
    expect(row?.consentAt).toBe(row?.subscribedAt);

    expect(await subscribe({ email, source: 'blog' })).toMatchObject({ status: 200, body: { status: 'already' } });
    expect((await stored(email))?.consentSource).toBe('footer');

    // The welcome mail, sent by the consumer of SubscriberSubscribed, carries the link and the one-click headers.
    const welcome = await latestMailTo(stack().ses, email, { since: sentAfter });
    expect(welcome.subject).toBe('Bienvenue dans l’infolettre de Courtage Québec');
    // Signed with the brokerage's identification as the settings give it (CASL).
    const settings = (await api('/api/site-settings')).body;
    for (const part of [agencyMention(settings), addressLine(settings), settings.email]) expect(welcome.body.text).toContain(part);
    const { page, token } = tokenOf(welcome);
    expect(page.startsWith(`${stack().url}/desabonnement?token=`)).toBe(true);
    expect(welcome.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: `<${stack().url}/api/newsletter/one-click?token=${encodeURIComponent(token)}>` },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]),
    );
    // 'already' sends no second welcome.
    await settled();
    expect(await mailsTo(stack().ses, email, { since: sentAfter })).toHaveLength(1);

    // A campaign tag a mail client mangled is only dropped: the link still unsubscribes.
    expect(await unsubscribe({ token, campaign: 'campagne%20d’été' })).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    const gone = await stored(email);
    expect(gone).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    // Idempotent: the same link again is the same success and changes nothing.
    expect(await unsubscribe({ token })).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    expect((await stored(email))?.unsubscribedAt).toBe(gone?.unsubscribedAt);

    const again = await subscribe({ email, source: 'alerte-vip' });
    expect(again).toMatchObject({ status: 201, body: { status: 'resubscribed' } });
    const back = await stored(email);
    expect(back).toMatchObject({ status: 'active', source: 'footer', consentSource: 'alerte-vip', consentText: consentWording('alerte-vip', senderIdentification((await api('/api/site-settings')).body)) });
    expect(back?.unsubscribedAt).toBeUndefined();
    expect(back!.subscribedAt > row!.subscribedAt).toBe(true);
    expect(back?.createdAt).toBe(row?.createdAt);
    const rewelcome = await latestMailTo(stack().ses, email, { since: sentAfter, match: (m) => /Réabonnement/.test(m.subject) });
    expect(tokenOf(rewelcome).token).toBeTruthy();
  });

  it('unsubscribes by the one-click POST a mailbox provider sends (RFC 8058)', async () => {
    const email = address('oneclick');
    const sentAfter = new Date(Date.now() - 1000);
    expect((await subscribe({ email, source: 'blog' })).status).toBe(201);
    const welcome = await latestMailTo(stack().ses, email, { since: sentAfter });
    const target = /^<(.+)>$/.exec(welcome.headers!.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!;
    const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect((await stored(email))?.status).toBe('unsubscribed');
  });

  it('two concurrent subscriptions of one e-mail make one subscriber', async () => {
    const email = address('race');
    const answers = await Promise.all([subscribe({ email, source: 'footer' }), subscribe({ email, source: 'blog' })]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['already', 'subscribed']);
    const { data } = await db.entities.subscriber.query.byEmail({ email }).go();
    expect(data).toHaveLength(1);
  });

  it('answers a bot (form sent in 100 ms) like a success and stores nothing', async () => {
    const email = address('bot');
    const res = await api('/api/newsletter', { method: 'POST', json: { email, source: 'footer', website: '', elapsedMs: 100 }, headers: asVisitor() });
    expect(res).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    expect(await stored(email)).toBeNull();
  });

  it.each([
    ['a malformed e-mail', { email: 'julie@', source: 'footer' }, 'Veuillez entrer une adresse email valide.'],
    ['a blank e-mail', { email: '   ', source: 'footer' }, 'Veuillez entrer une adresse email valide.'],
    ['no e-mail', { source: 'footer' }, 'Veuillez entrer une adresse email valide.'],
    ['an unknown field', { email: 'EMAIL', source: 'footer', consentText: 'Rien du tout' }, 'Champ non autorisé dans la requête.'],
    ['an unknown form', { email: 'EMAIL', source: 'popup' }, 'Formulaire d’abonnement inconnu.'],
  ])('answers 400 in French for %s and stores nothing', async (_label, body, message) => {
    const email = address('refused');
    const res = await subscribe(JSON.parse(JSON.stringify(body).replace('EMAIL', email)));
    expect(res).toMatchObject({ status: 400, body: { error: { message } } });
    expect(await stored(email)).toBeNull();
  });

  it.each([
    ['a made-up token', { token: 'abc' }],
    ['a tampered token', { token: `00000000-0000-4000-8000-000000000000.9999999999.${'A'.repeat(43)}` }],
    ['no token', {}],
    ['an unknown field', { token: 'abc', email: 'x@example.com' }],
  ])('refuses to unsubscribe with %s (400, French)', async (_label, body) => {
    const res = await unsubscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/[éà]|lien|Champ/);
  });

  it('refuses an expired token', async () => {
    const { signUnsubscribeToken } = await import('../../shared/newsletter/server/token.js');
    const { newsletterSigningKey } = await import('../../shared/newsletter/server/signing-key.js');
    const email = address('expired');
    expect((await subscribe({ email, source: 'footer' })).status).toBe(201);
    const row = await stored(email);
    const token = signUnsubscribeToken(await newsletterSigningKey(), row!.id, new Date(Date.now() - 2 * 3600_000), 3600);
    const res = await unsubscribe({ token });
    expect(res).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/invalide ou expiré/) } } });
    expect((await stored(email))?.status).toBe('active');
  });

  it('welcome consumer: a mail failure throws for the bus to retry and leaves the subscription; an unsubscribed or deleted subscriber is not mailed', async () => {
    const { sendWelcomeMail } = await import('../../shared/newsletter/server/welcome.js');
    const email = address('welcome');
    expect((await subscribe({ email, source: 'footer' })).status).toBe(201);
    const row = await stored(email);
    const failing = { send: async () => Promise.reject(new Error('SES indisponible')) };
    await expect(sendWelcomeMail(row!.id, 'subscribed', { sender: failing, siteOrigin: 'https://courtage.example' })).rejects.toThrow('SES indisponible');
    expect((await stored(email))?.status).toBe('active');

    const sent: string[] = [];
    const recording = { send: async (m: { to: string[] }) => (sent.push(...m.to), { messageId: 'x' }) };
    expect(await sendWelcomeMail(row!.id, 'subscribed', { sender: recording, siteOrigin: 'https://courtage.example' })).toBe('sent');
    await db.entities.subscriber.patch({ email }).set({ status: 'unsubscribed', unsubscribedAt: new Date().toISOString() }).go();
    expect(await sendWelcomeMail(row!.id, 'subscribed', { sender: recording, siteOrigin: 'https://courtage.example' })).toBe('skipped-unsubscribed');
    await db.entities.subscriber.delete({ email }).go();
    expect(await sendWelcomeMail(row!.id, 'subscribed', { sender: recording, siteOrigin: 'https://courtage.example' })).toBe('skipped-missing');
    expect(sent).toEqual([email]);
  });
});
