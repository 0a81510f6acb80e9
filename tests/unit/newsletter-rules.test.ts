import { describe, expect, it } from 'vitest';
import { subscribeBodySchema } from '../../shared/newsletter/api.js';
import { consentWording, NEWSLETTER_SOURCES } from '../../shared/newsletter/consent.js';
import { decideSubscription, decideUnsubscribe } from '../../shared/newsletter/rules.js';
import type { Subscriber } from '../../shared/newsletter/schema.js';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_SECONDS, verifyUnsubscribeToken } from '../../shared/newsletter/server/token.js';
import { newsletterLinks } from '../../shared/newsletter/mail.js';
import { welcomeMail } from '../../shared/newsletter/welcome-mail.js';
import { EMPTY_SITE_IDENTITY, senderIdentification, type SiteIdentity } from '../../shared/settings/identity.js';

const identity: SiteIdentity = {
  ...EMPTY_SITE_IDENTITY,
  agencyName: 'Immeubles Laurentides inc.',
  email: 'info@laurentides.example',
  street: '12, rue Principale',
  locality: 'Saint-Sauveur (Québec)',
  postalCode: 'J0R 1R0',
};
const sender = senderIdentification(identity);

const now = new Date('2026-03-10T15:00:00.000Z');
const context = { now, newId: () => 'sub-1' };
const first: Subscriber = {
  id: 'sub-1',
  email: 'julie@example.com',
  name: 'Julie',
  status: 'active',
  source: 'footer',
  subscribedAt: '2026-01-01T00:00:00.000Z',
  unsubscribedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  consentAt: '2026-01-01T00:00:00.000Z',
  consentSource: 'footer',
  consentText: consentWording('footer', sender),
};

describe('decideSubscription (spec §4/§5)', () => {
  it('none → a new active subscriber with the consent of the form used', () => {
    const decision = decideSubscription(null, { email: 'julie@example.com', source: 'alerte-vip', sender }, context);
    expect(decision).toEqual({
      action: 'create',
      outcome: 'subscribed',
      subscriber: {
        id: 'sub-1',
        email: 'julie@example.com',
        name: null,
        status: 'active',
        source: 'alerte-vip',
        subscribedAt: now.toISOString(),
        unsubscribedAt: null,
        createdAt: now.toISOString(),
        consentAt: now.toISOString(),
        consentSource: 'alerte-vip',
        consentText: consentWording('alerte-vip', sender),
      },
    });
  });

  it('active → nothing changes, answered already', () => {
    expect(decideSubscription(first, { email: first.email, source: 'blog', sender }, context)).toEqual({ action: 'none', outcome: 'already' });
  });

  it('unsubscribed → active again with a new subscribedAt, no unsubscribedAt, the new consent, the first source kept', () => {
    const gone: Subscriber = { ...first, status: 'unsubscribed', unsubscribedAt: '2026-02-01T00:00:00.000Z' };
    const decision = decideSubscription(gone, { email: first.email, source: 'blog', sender }, context);
    expect(decision.action).toBe('reactivate');
    if (decision.action !== 'reactivate') return;
    expect(decision.outcome).toBe('resubscribed');
    expect(decision.subscriber).toMatchObject({
      id: 'sub-1',
      status: 'active',
      subscribedAt: now.toISOString(),
      unsubscribedAt: null,
      createdAt: first.createdAt,
      source: 'footer',
      name: 'Julie',
      consentAt: now.toISOString(),
      consentSource: 'blog',
      consentText: consentWording('blog', sender),
    });
  });
});

describe('decideUnsubscribe', () => {
  it('active → unsubscribed now; unsubscribed → nothing (idempotent)', () => {
    expect(decideUnsubscribe({ status: 'active' }, now)).toEqual({ action: 'unsubscribe', unsubscribedAt: now.toISOString() });
    expect(decideUnsubscribe({ status: 'unsubscribed' }, now)).toEqual({ action: 'none' });
  });
});

describe('subscribe body', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(subscribeBodySchema.parse({ email: '  Julie@Example.COM ', source: 'footer' }).email).toBe('julie@example.com');
  });

  it.each([[''], ['   '], ['pas-un-courriel'], ['a@b']])('refuses %j with the spec message', (email) => {
    const parsed = subscribeBodySchema.safeParse({ email, source: 'footer' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Veuillez entrer une adresse email valide.');
  });

  it('refuses unknown fields (a client-sent consent wording among them) and unknown forms', () => {
    expect(subscribeBodySchema.safeParse({ email: 'a@b.ca', source: 'footer', consentText: 'autre' }).success).toBe(false);
    expect(subscribeBodySchema.safeParse({ email: 'a@b.ca', source: 'popup' }).success).toBe(false);
  });
});

describe('consent wording', () => {
  it('names the sender as the settings identify it (agency, mailing address, e-mail), and the right to withdraw, for every form', () => {
    expect(sender).toBe('Immeubles Laurentides inc., agence immobilière, 12, rue Principale, Saint-Sauveur (Québec) J0R 1R0, info@laurentides.example');
    for (const source of NEWSLETTER_SOURCES) {
      const text = consentWording(source, sender);
      expect(text).toContain(sender);
      expect(text).toMatch(/retirer votre consentement en tout temps/);
    }
    expect(consentWording('alerte-vip', sender)).toMatch(/Alerte VIP/);
    // Before the agency is entered, the brand; nothing made up for what is not given.
    expect(senderIdentification(EMPTY_SITE_IDENTITY)).toBe('Courtage Québec');
  });
});

describe('unsubscribe token', () => {
  const key = 'k'.repeat(43);
  const id = '3f1c2a4e-8d7b-4c6a-9e5f-1a2b3c4d5e6f';

  it('verifies what it signed until it expires', () => {
    const token = signUnsubscribeToken(key, id, now);
    expect(verifyUnsubscribeToken(key, token, now)).toEqual({ valid: true, subscriberId: id, expiresAt: now.getTime() / 1000 + UNSUBSCRIBE_TOKEN_TTL_SECONDS });
    const justBefore = new Date(now.getTime() + UNSUBSCRIBE_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(verifyUnsubscribeToken(key, token, justBefore).valid).toBe(true);
  });

  it('lasts at least the 60 days CASL asks for', () => {
    expect(UNSUBSCRIBE_TOKEN_TTL_SECONDS).toBeGreaterThanOrEqual(60 * 24 * 3600);
  });

  it('refuses an expired token', () => {
    const token = signUnsubscribeToken(key, id, now, 60);
    expect(verifyUnsubscribeToken(key, token, new Date(now.getTime() + 60_000))).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a token whose id, expiry or signature was changed, or signed with another key', () => {
    const token = signUnsubscribeToken(key, id, now);
    const [tokenId, expiry, signature] = token.split('.') as [string, string, string];
    const otherId = `${tokenId.slice(0, -1)}${tokenId.endsWith('0') ? '1' : '0'}`;
    expect(verifyUnsubscribeToken(key, `${otherId}.${expiry}.${signature}`, now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyUnsubscribeToken(key, `${tokenId}.${Number(expiry) + 3600}.${signature}`, now)).toEqual({ valid: false, reason: 'signature' });
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifyUnsubscribeToken(key, `${tokenId}.${expiry}.${flipped}`, now)).toEqual({ valid: false, reason: 'signature' });
    expect(verifyUnsubscribeToken('another-key', token, now)).toEqual({ valid: false, reason: 'signature' });
  });

  it.each([[''], ['abc'], ['a.b.c'], [`${id}.123`], [`${id}.123.${'x'.repeat(44)}`]])('refuses the malformed %j', (token) => {
    expect(verifyUnsubscribeToken(key, token, now)).toEqual({ valid: false, reason: 'malformed' });
  });
});

describe('welcome mail', () => {
  const links = newsletterLinks('https://courtage.example/', 'tok.en');

  it('links the /desabonnement page and names the one-click target in the List-Unsubscribe headers', () => {
    expect(links).toEqual({
      unsubscribePage: 'https://courtage.example/desabonnement?token=tok.en',
      oneClick: 'https://courtage.example/api/newsletter/one-click?token=tok.en',
    });
    const mail = welcomeMail({ email: 'julie@example.com', name: null }, 'subscribed', links, identity);
    expect(mail.to).toEqual(['julie@example.com']);
    expect(mail.text).toContain(links.unsubscribePage);
    expect(mail.html).toContain(`href="${links.unsubscribePage}"`);
    // Signed with the brokerage's identification (CASL), from the settings.
    expect(mail.text).toContain('Immeubles Laurentides inc., agence immobilière\n12, rue Principale, Saint-Sauveur (Québec) J0R 1R0\ninfo@laurentides.example');
    expect(mail.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('says welcome back to a returning subscriber and escapes the name in HTML', () => {
    const mail = welcomeMail({ email: 'a@b.ca', name: '<b>Léa</b>' }, 'resubscribed', links, identity);
    expect(mail.subject).toMatch(/Réabonnement/);
    expect(mail.html).toContain('&lt;b&gt;Léa&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Léa</b>');
  });
});
