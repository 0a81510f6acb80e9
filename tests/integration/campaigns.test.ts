import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailSender } from '../../shared/mail/server/service.js';
import type { Campaign } from '../../shared/newsletter/campaign.js';
import type { CampaignBatch } from '../../shared/newsletter/campaign-sending.js';
import type { Subscriber } from '../../shared/newsletter/schema.js';
import type { InboxMail } from '../support/inbox.js';
import { activeSubscriber } from '../support/subscribers.js';
import { adminToken, api, createUser, settled, stack, useStackTable } from './helpers.js';

/**
 * Newsletter campaigns (issue 26, item 4): the admin routes, and sending to every active subscriber
 * exactly once, through the stack's own pipeline (bus → fan-out → SQS stand-in → sender → local SES) and
 * when the sender or the fan-out fails half-way.
 */
const run = randomBytes(3).toString('hex');
let token: string;
let listingId: string;
let postId: string;

type Modules = {
  campaignRepository: typeof import('../../shared/newsletter/server/campaign-repository.js').campaignRepository;
  subscriberRepository: typeof import('../../shared/newsletter/server/repository.js').subscriberRepository;
  delivery: typeof import('../../shared/newsletter/server/campaign-delivery.js');
  createMailSender: typeof import('../../shared/mail/server/service.js').createMailSender;
};
let m: Modules;

beforeAll(async () => {
  useStackTable();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: stack().ses,
    MAIL_FROM: 'Courtage Québec <no-reply@courtage-quebec.ca>',
    SITE_ORIGIN: stack().url,
  });
  m = {
    campaignRepository: (await import('../../shared/newsletter/server/campaign-repository.js')).campaignRepository,
    subscriberRepository: (await import('../../shared/newsletter/server/repository.js')).subscriberRepository,
    delivery: await import('../../shared/newsletter/server/campaign-delivery.js'),
    createMailSender: (await import('../../shared/mail/server/service.js')).createMailSender,
  };
  token = await adminToken();
  listingId = (await api('/api/admin/properties?limit=1', { token })).body.items[0].id;
  postId = ((await api('/api/admin/blog/posts?limit=20', { token })).body.items as { id: string; isPublished: boolean }[]).find((p) => p.isPublished)!.id;
});

const draft = (subject = `Nouvelles d’automne ${run}`) => ({ subject, bodyHtml: '<p>Bonjour à tous,</p><p>Voici nos <strong>nouveautés</strong>.</p>', listingIds: [listingId], postIds: [postId] });

/** Everything the local inbox holds, read once (it holds thousands of mails by then). */
async function inbox(): Promise<InboxMail[]> {
  const res = await fetch(new URL('/store', stack().ses));
  return ((await res.json()) as { emails: InboxMail[] }).emails;
}
const countBySubject = (mails: InboxMail[], subject: string) => {
  const counts = new Map<string, number>();
  for (const mail of mails.filter((x) => x.subject === subject)) for (const to of mail.destination.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

/** `n` active subscribers written straight to the table (no welcome mail), with their counters. */
async function subscribers(n: number, tag: string): Promise<Subscriber[]> {
  const at = new Date().toISOString();
  const list = Array.from({ length: n }, (_, i) => activeSubscriber(`abonne-${tag}-${i}-${run}@exemple.ca`, at));
  await m.subscriberRepository.createMany(list);
  return list;
}

describe('campaign routes', () => {
  it('refuse anonymous (401) and non-admin (403) callers', async () => {
    expect((await api('/api/admin/campaigns')).status).toBe(401);
    const user = await createUser(`visiteur-campagne-${run}@exemple.ca`, 'Motdepasse-123!');
    expect((await api('/api/admin/campaigns', { token: user })).status).toBe(403);
    expect((await api('/api/admin/campaigns', { method: 'POST', json: draft(), token: user })).status).toBe(403);
  });

  it('refuse a bad draft with a French message and store nothing', async () => {
    const before = (await api('/api/admin/campaigns?limit=100', { token })).body.items.length;
    const empty = await api('/api/admin/campaigns', { method: 'POST', json: { ...draft(), subject: ' ', bodyHtml: '<p> </p>' }, token });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Le sujet est obligatoire.');
    const tooMany = await api('/api/admin/campaigns', { method: 'POST', json: { ...draft(), listingIds: ['1', '2', '3', '4', '5', '6', '7'] }, token });
    expect(JSON.stringify(tooMany.body)).toContain('Choisissez au plus 6 propriétés.');
    const unknown = await api('/api/admin/campaigns', { method: 'POST', json: { ...draft(), listingIds: ['nope'] }, token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Une des propriétés choisies n’existe plus ou n’est pas publiée.');
    expect((await api('/api/admin/campaigns?limit=100', { token })).body.items.length).toBe(before);
  });

  it('create a draft with sanitized HTML, update it, preview it, test it on the admin, delete it', async () => {
    const created = await api('/api/admin/campaigns', { method: 'POST', json: { ...draft(), bodyHtml: '<p onclick="x()">Salut<script>alert(1)</script></p>' }, token });
    expect(created.status).toBe(201);
    expect(created.body.bodyHtml).toBe('<p>Salut</p>');
    expect(created.body.status).toBe('draft');
    const id = created.body.id as string;

    const updated = await api(`/api/admin/campaigns/${id}`, { method: 'PUT', json: draft(`Édition ${run}`), token });
    expect(updated.status).toBe(200);
    expect(updated.body.subject).toBe(`Édition ${run}`);

    const preview = await api(`/api/admin/campaigns/${id}/preview`, { token });
    expect(preview.body.subject).toBe(`Édition ${run}`);
    expect(preview.body.html).toContain('<strong>nouveautés</strong>');
    expect(preview.body.html).toContain(`/property/${listingId}`);
    expect(preview.body.text).toContain('Se désabonner en un clic');

    const since = new Date(Date.now() - 1000);
    const test = await api(`/api/admin/campaigns/${id}/test`, { method: 'POST', token });
    expect(test.body).toEqual({ sentTo: stack().admin.email });
    const mails = (await inbox()).filter((x) => x.subject === `[Test] Édition ${run}` && x.at >= Math.floor(since.getTime() / 1000));
    expect(mails.map((x) => x.destination.to)).toEqual([[stack().admin.email]]);

    expect((await api(`/api/admin/campaigns/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await api(`/api/admin/campaigns/${id}`, { token })).status).toBe(404);
  });
});

describe('sending a campaign', () => {
  it('mails every active subscriber exactly once through the queue, then is sent and cannot be sent or edited again', async () => {
    const audience = await subscribers(60, 'file');
    const subject = `Campagne complète ${run}`;
    const { body: campaign } = await api('/api/admin/campaigns', { method: 'POST', json: draft(subject), token });
    const { active } = (await api('/api/admin/subscribers/stats', { token })).body as { active: number };
    const started = Date.now();
    const sent = await api(`/api/admin/campaigns/${campaign.id}/send`, { method: 'POST', token });
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('sending');
    await settled();
    const done = (await api(`/api/admin/campaigns/${campaign.id}`, { token })).body;
    console.info(`campaign to ${active} subscribers through the local queue: ${Date.now() - started} ms`);
    expect(done.status).toBe('sent');
    expect(done.progress).toMatchObject({ recipients: active, sent: active, failed: 0, skipped: 0, remaining: 0 });

    const counts = countBySubject(await inbox(), subject);
    expect(counts.size).toBe(active);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const s of audience) expect(counts.get(s.email)).toBe(1);

    // Once sent, it stays as it went.
    expect((await api(`/api/admin/campaigns/${campaign.id}/send`, { method: 'POST', token })).status).toBe(409);
    expect((await api(`/api/admin/campaigns/${campaign.id}`, { method: 'PUT', json: draft(), token })).status).toBe(409);
  });

  it('sends each exactly once to 2 000 subscribers when the sender fails half-way and every message is delivered again', async () => {
    const stats = async () => (await api('/api/admin/subscribers/stats', { token })).body as { total: number; active: number; joinedThisMonth: number };
    const before = await stats();
    await subscribers(2000, 'lot');
    // Written in bulk, counted as 2 000 saves would have been.
    expect(await stats()).toEqual({ ...before, total: before.total + 2000, active: before.active + 2000, joinedThisMonth: before.joinedThisMonth + 2000 });
    const subject = `Reprise ${run}`;
    const { body: created } = await api('/api/admin/campaigns', { method: 'POST', json: draft(subject), token });
    // Sending is started by hand here (no CampaignSendRequested: the stack's fan-out stays out of it).
    const stored = (await m.campaignRepository.get(created.id))!;
    const content = JSON.stringify({ subject, bodyHtml: stored.bodyHtml, items: [] });
    const campaignId = randomUUID();
    await m.campaignRepository.create({ ...stored, id: campaignId, status: 'sending', content, startedAt: new Date().toISOString(), sentBy: 'test' } satisfies Campaign);

    // The fan-out fails after its second page, then its retry resumes from the cursor it kept.
    const queued: CampaignBatch[] = [];
    let pages = 0;
    const failingQueue = { enqueue: async (batches: CampaignBatch[]) => (++pages > 2 ? Promise.reject(new Error('SQS unreachable')) : void queued.push(...batches)) };
    await expect(m.delivery.fanOutCampaign(campaignId, { queue: failingQueue })).rejects.toThrow('SQS unreachable');
    const result = await m.delivery.fanOutCampaign(campaignId, { queue: { enqueue: async (batches) => void queued.push(...batches) } });
    const recipients = (await m.campaignRepository.get(campaignId))!.recipients;
    expect(queued.flatMap((b) => b.recipients)).toHaveLength(recipients);
    expect(recipients).toBeGreaterThanOrEqual(2000);
    expect(result).toEqual({ queued: recipients - 1000 });

    // The sender: real SES (the local one), throttled after 1 000 mails.
    const ses = m.createMailSender();
    let mails = 0;
    const throttled: MailSender = {
      send: async (mail) => {
        if (++mails > 1000) throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });
        return ses.send(mail);
      },
    };
    const pace = async () => undefined;
    // Two senders at once, as the queue's maximum concurrency runs them.
    const drain = async (sender: MailSender) => {
      const outcomes = [];
      for (let i = 0; i < queued.length; i += 2) outcomes.push(...(await Promise.all(queued.slice(i, i + 2).map((batch) => m.delivery.sendCampaignBatch(batch, { sender, pace })))));
      return outcomes;
    };
    const first = await drain(throttled);
    expect(first.reduce((n, o) => n + o.sent, 0)).toBe(1000);
    expect(first.filter((o) => o.retryLater).length).toBeGreaterThan(0);
    expect((await m.campaignRepository.get(campaignId))!.status).toBe('sending');

    // SQS delivers every message again (at least once: the finished ones too); SES is back.
    const second = await drain(ses);
    expect(second.reduce((n, o) => n + o.sent, 0)).toBe(recipients - 1000);
    expect(second.reduce((n, o) => n + o.alreadyDone, 0)).toBe(1000);

    const counts = countBySubject(await inbox(), subject);
    expect(counts.size).toBe(recipients);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const after = (await api(`/api/admin/campaigns/${campaignId}`, { token })).body;
    expect(after.status).toBe('sent');
    expect(after.progress).toMatchObject({ sent: recipients, failed: 0, remaining: 0 });
  }, 240_000);

  it('skips a subscriber who left between the fan-out and their turn, and counts an unsubscribe from the mail', async () => {
    const subject = `Départ ${run}`;
    const [stays, leaves] = await subscribers(2, 'depart');
    const { body: created } = await api('/api/admin/campaigns', { method: 'POST', json: draft(subject), token });
    const stored = (await m.campaignRepository.get(created.id))!;
    const campaignId = randomUUID();
    await m.campaignRepository.create({ ...stored, id: campaignId, status: 'sending', content: JSON.stringify({ subject, bodyHtml: stored.bodyHtml, items: [] }), recipients: 2, fanoutDone: true });
    await m.subscriberRepository.setStatus((await m.subscriberRepository.get(leaves!.email))!, 'unsubscribed', new Date().toISOString());
    const outcome = await m.delivery.sendCampaignBatch(
      { campaignId, recipients: [stays!, leaves!].map(({ id, email }) => ({ id, email })) },
      { sender: m.createMailSender(), pace: async () => undefined },
    );
    expect(outcome).toMatchObject({ sent: 1, skipped: 1 });

    // The mail's own link unsubscribes its reader and counts for the campaign.
    const mail = (await inbox()).find((x) => x.subject === subject && x.destination.to.includes(stays!.email))!;
    const link = /\/desabonnement\?token=([^&"\s]+)&amp;campagne=([\w-]+)/.exec(mail.body.html!)!;
    expect(link[2]).toBe(campaignId);
    const oneClick = mail.headers!.find((h) => h.name === 'List-Unsubscribe')!.value;
    expect(oneClick).toContain(`campaign=${campaignId}`);
    expect((await api('/api/newsletter/unsubscribe', { method: 'POST', json: { token: decodeURIComponent(link[1]!), campaign: campaignId } })).status).toBe(200);
    const after = (await api(`/api/admin/campaigns/${campaignId}`, { token })).body;
    expect(after.status).toBe('sent');
    expect(after.progress).toMatchObject({ recipients: 2, sent: 1, skipped: 1, remaining: 0, unsubscribed: 1 });

    // SES reports a bounce and a complaint on mail tagged with the campaign: both are counted for it.
    const { handler } = (await import('../../functions/consumers/mail-feedback.js')) as unknown as { handler: (e: unknown, c: unknown) => Promise<unknown> };
    const context = { functionName: 'mail-feedback', awsRequestId: 'test', invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:x', memoryLimitInMB: '512', getRemainingTimeInMillis: () => 30_000 };
    const ses = (detailType: string, detail: object) => ({ version: '0', id: randomUUID(), source: 'aws.ses', 'detail-type': detailType, account: '1', time: new Date().toISOString(), region: 'ca-central-1', resources: [], detail: { mail: { messageId: 'm', destination: [], tags: { campaign: [campaignId] } }, ...detail } });
    await handler(ses('Email Bounced', { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: stays!.email }] } }), context);
    await handler(ses('Email Complaint Received', { eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: stays!.email }] } }), context);
    expect((await api(`/api/admin/campaigns/${campaignId}`, { token })).body.progress).toMatchObject({ bounced: 1, complaints: 1 });
  });
});
