import { describe, expect, it } from 'vitest';
import { campaignFeedback, mailFeedbackDetailSchema } from '../../events/mail-feedback.js';
import { CAMPAIGN_MESSAGES, campaignDraftBodySchema, campaignFinished, campaignProgress } from '../../shared/newsletter/campaign.js';
import { campaignMail, htmlToText } from '../../shared/newsletter/campaign-mail.js';
import { chunk, CLAIM_LEASE_MS, existingClaim, pacer, perSenderRate, RECIPIENTS_PER_MESSAGE, sesFailure } from '../../shared/newsletter/campaign-sending.js';
import { newsletterLinks } from '../../shared/newsletter/mail.js';
import { EMPTY_SITE_IDENTITY } from '../../shared/settings/identity.js';

describe('campaign draft', () => {
  const ok = { subject: ' Nouvelles ', bodyHtml: '<p>Bonjour</p>' };
  const messages = (body: object) => {
    const result = campaignDraftBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('trims the subject and defaults the featured lists', () => {
    expect(campaignDraftBodySchema.parse(ok)).toEqual({ subject: 'Nouvelles', bodyHtml: '<p>Bonjour</p>', listingIds: [], postIds: [] });
  });

  it('refuses an empty subject or body, too many items and unknown fields, in French', () => {
    expect(messages({ ...ok, subject: '  ' })).toEqual([CAMPAIGN_MESSAGES.subjectRequired]);
    expect(messages({ ...ok, bodyHtml: '<p> </p>' })).toEqual([CAMPAIGN_MESSAGES.bodyRequired]);
    expect(messages({ ...ok, listingIds: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual([CAMPAIGN_MESSAGES.tooManyListings]);
    expect(messages({ ...ok, postIds: ['1', '2', '3', '4', '5'] })).toEqual([CAMPAIGN_MESSAGES.tooManyPosts]);
    expect(messages({ ...ok, status: 'sent' })).toEqual(['Champ inconnu : status.']);
  });
});

describe('campaign progress', () => {
  it('counts what is left from the counters, never below zero', () => {
    expect(campaignProgress(10, { sent: 6, failed: 1, skipped: 1, bounced: 2 })).toEqual({ recipients: 10, sent: 6, failed: 1, skipped: 1, remaining: 2, bounced: 2, complaints: 0, unsubscribed: 0 });
    expect(campaignProgress(1, { sent: 3 }).remaining).toBe(0);
  });

  it('is finished only once the fan-out has ended and nothing remains', () => {
    const all = campaignProgress(2, { sent: 2 });
    expect(campaignFinished({ fanoutDone: false, recipients: 2 }, all)).toBe(false);
    expect(campaignFinished({ fanoutDone: true, recipients: 2 }, all)).toBe(true);
    expect(campaignFinished({ fanoutDone: true, recipients: 3 }, campaignProgress(3, { sent: 2 }))).toBe(false);
  });
});

describe('campaign batching and resume', () => {
  it('cuts the recipients into queue messages of 50', () => {
    const recipients = Array.from({ length: 120 }, (_, i) => i);
    expect(chunk(recipients, RECIPIENTS_PER_MESSAGE).map((c) => c.length)).toEqual([50, 50, 20]);
    expect(chunk([], 50)).toEqual([]);
  });

  it('passes over a recipient already settled, waits for one being sent, and fails one whose run died (never sends twice)', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    for (const status of ['sent', 'failed', 'skipped'] as const) expect(existingClaim({ status, claimedAt: now.toISOString() }, now)).toBe('done');
    expect(existingClaim({ status: 'sending', claimedAt: new Date(now.getTime() - 1000).toISOString() }, now)).toBe('busy');
    expect(existingClaim({ status: 'sending', claimedAt: new Date(now.getTime() - CLAIM_LEASE_MS - 1).toISOString() }, now)).toBe('interrupted');
  });

  it('retries what SES may accept later and gives up on a rejected message', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(sesFailure(named('TooManyRequestsException'))).toBe('retry');
    expect(sesFailure(named('SendingPausedException'))).toBe('retry');
    expect(sesFailure(new TypeError('fetch failed'))).toBe('retry');
    expect(sesFailure(named('MessageRejected'))).toBe('reject');
    expect(sesFailure(named('BadRequestException'))).toBe('reject');
  });

  it("shares four fifths of the account's rate between the concurrent senders", () => {
    expect(perSenderRate(14, 2)).toBeCloseTo(5.6);
    expect(perSenderRate(1, 2)).toBeCloseTo(0.4);
    expect(perSenderRate(0, 2)).toBe(0.1);
  });

  it('spaces the mails at the rate: the first at once, then one every 1/rate seconds', async () => {
    let now = 1_000;
    const waits: number[] = [];
    const pace = pacer(4, { now: () => now, sleep: async (ms) => void waits.push(ms) });
    for (let i = 0; i < 4; i++) await pace();
    expect(waits).toEqual([250, 500, 750]);
    // Time that passed counts: after a pause the next mail goes at once.
    now += 2_000;
    await pace();
    expect(waits).toHaveLength(3);
  });
});

describe('campaign mail', () => {
  const identity = { ...EMPTY_SITE_IDENTITY, agencyName: 'Immeubles Laurentides inc.', street: '12, rue Principale', locality: 'Saint-Sauveur (Québec)', postalCode: 'J0R 1R0', email: 'info@laurentides.example' };
  const links = newsletterLinks('https://courtage.example/', 'tok.en', 'c-1');
  const content = {
    subject: 'Nouvelles <d’automne>',
    bodyHtml: '<p>Bonjour &amp; bienvenue</p><ul><li>Un</li><li>Deux</li></ul>',
    items: [{ kind: 'listing' as const, title: 'Condo "Plateau"', detail: '425 000 $ · Condo · Montréal', url: 'https://courtage.example/property/p1', imageUrl: 'https://courtage.example/media/photos/x/960.webp' }],
  };

  it('carries the campaign in the unsubscribe page and one-click links', () => {
    expect(links).toEqual({
      unsubscribePage: 'https://courtage.example/desabonnement?token=tok.en&campagne=c-1',
      oneClick: 'https://courtage.example/api/newsletter/one-click?token=tok.en&campaign=c-1',
    });
  });

  it('is the editor’s HTML with the featured items (escaped), the reason, the link, the sender’s identification and RFC 8058 headers', () => {
    const mail = campaignMail(content, 'julie@example.com', links, identity);
    expect(mail.to).toEqual(['julie@example.com']);
    expect(mail.subject).toBe('Nouvelles <d’automne>');
    expect(mail.html).toContain('<p>Bonjour &amp; bienvenue</p>');
    expect(mail.html).toContain('Condo &quot;Plateau&quot;');
    expect(mail.html).toContain('<title>Nouvelles &lt;d’automne&gt;</title>');
    expect(mail.html).toContain(`href="${links.unsubscribePage.replace('&', '&amp;')}"`);
    expect(mail.text).toContain('Bonjour & bienvenue\n• Un\n• Deux');
    expect(mail.text).toContain('Voir la propriété : https://courtage.example/property/p1');
    expect(mail.text).toContain(`Se désabonner en un clic : ${links.unsubscribePage}`);
    expect(mail.text).toContain('Immeubles Laurentides inc., agence immobilière\n12, rue Principale, Saint-Sauveur (Québec) J0R 1R0\ninfo@laurentides.example');
    expect(mail.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(mail.html).not.toContain('envoi d’essai');
  });

  it('marks the admin’s test copy', () => {
    const mail = campaignMail(content, 'admin@example.com', links, identity, { test: true });
    expect(mail.subject).toBe('[Test] Nouvelles <d’automne>');
    expect(mail.text?.startsWith('Ceci est un envoi d’essai')).toBe(true);
  });

  it('turns links and entities into text', () => {
    expect(htmlToText('<p>Voir <a href="https://x.example/a">ici</a>&nbsp;!</p><h2>Titre</h2>')).toBe('Voir ici (https://x.example/a) !\nTitre');
  });
});

describe('campaign feedback from SES', () => {
  const detail = (extra: object) => mailFeedbackDetailSchema.parse({ mail: { tags: { campaign: ['c-9'], 'ses:source-ip': ['1.2.3.4'] } }, ...extra });

  it('counts a bounce or a complaint for the campaign the mail was tagged with', () => {
    expect(campaignFeedback(detail({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@x.ca' }] } }))).toEqual({ campaignId: 'c-9', counter: 'bounced', count: 1 });
    expect(campaignFeedback(detail({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'a@x.ca' }, { emailAddress: 'b@x.ca' }] } }))).toEqual({ campaignId: 'c-9', counter: 'complaints', count: 2 });
  });

  it('ignores a mail that was no campaign’s', () => {
    expect(campaignFeedback(mailFeedbackDetailSchema.parse({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'a@x.ca' }] } }))).toBeNull();
  });
});
