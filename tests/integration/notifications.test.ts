import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { outboxItem } from '../../events/publish.js';
import { ruleConsumer } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { FAKE_CALENDLY_TOKEN } from '../fakes/calendly-api.js';
import { latestMailTo, mailsTo, type InboxMail } from '../support/inbox.js';
import { adminToken, api, asVisitor, eventually, guarded, stack, useStackTable, settled } from './helpers.js';

/** Notifications (issue 11 item 6): a French mail per new lead and per completed visit request, in the local SES inbox. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const property = demoProperties.find((p) => p.key === 'maison-sillery-1')!;
const propertyId = demoId('property', property.key);
const primaryBroker = demoAgents.find((a) => a.key === property.agentKeys[0])!;
const otherBroker = demoAgents.find((a) => a.key !== property.agentKeys[0])!;
const EVENTS = 'https://api.calendly.com/scheduled_events';

/** A first name nobody else uses: the mails carry the first name only. */
const uniqueFirstName = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).replace(/[^a-z]/g, 'x')}`;
const naming = (name: string) => (m: InboxMail) => (m.body.text ?? '').includes(`: ${name}`);

let brokerageEmail: string;
let db: typeof import('../../shared/db/service.js').db;
let handler: (event: BusEvent) => Promise<unknown>;

beforeAll(async () => {
  useStackTable();
  Object.assign(process.env, { AWS_ENDPOINT_URL_SESV2: stack().ses, MAIL_FROM: 'Courtage Québec <no-reply@courtage-quebec.ca>', SITE_ORIGIN: 'http://localhost:3000' });
  db = (await import('../../shared/db/service.js')).db;
  brokerageEmail = (await (await import('../../shared/settings/server/repository.js')).settingsRepository.getSiteSettings()).contactEmail;
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('notifications'));
});

/** Leads written without their event: never counted by the dashboard's rollup, so removed after this file. */
const quietLeads: string[] = [];
afterAll(async () => {
  await asAdmin('/api/admin/integrations/calendly', { method: 'DELETE' });
  await Promise.all(quietLeads.map((id) => db.entities.lead.delete({ id }).go()));
});

/** A lead stored without its outbox event (the bus stays quiet) and the LeadCreated a delivery carries. */
async function quietLead(fields: { name: string; assignedAgentId?: string; propertyId?: string }) {
  const id = randomUUID();
  quietLeads.push(id);
  await db.entities.lead
    .create({ id, email: `${id}@exemple.ca`, phone: '418', message: '', leadType: 'acheteur', status: 'new', source: 'contact-form', interest: '', createdAt: new Date().toISOString(), syncStatus: 'pending', ...fields })
    .go();
  const item = outboxItem(LeadCreatedV1, { leadId: id, leadType: 'acheteur', source: 'contact-form' });
  return { id, event: { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) } as BusEvent };
}

describe('notifications', () => {
  it('a new seller lead: a French mail to the brokerage (no broker yet), with its link to the leads screen', async () => {
    const since = new Date(Date.now() - 1000);
    const first = uniqueFirstName('Vendeur');
    const res = await api('/api/leads', {
      method: 'POST',
      json: guarded({ nom: `${first} Lapointe`, email: `${first}@exemple.ca`, telephone: '418-555-0100', adresse: '3 rue C, Québec' }),
      headers: asVisitor(),
    });
    expect(res.status).toBe(201);
    const mail = await latestMailTo(stack().ses, brokerageEmail, { since, match: naming(first) });
    expect(mail.subject).toBe('Nouveau lead vendeur – Courtage Québec');
    expect(mail.body.text).toContain('(formulaire vendeurs)');
    // The link opens that lead in the back office, by id only.
    const [, leadId] = /\/admin\/leads\?lead=([\w-]+)$/m.exec(mail.body.text ?? '') ?? [];
    expect(leadId).toBeTruthy();
    expect((await asAdmin(`/api/admin/leads/${leadId}`)).body).toMatchObject({ email: `${first}@exemple.ca` });
    expect(mail.body.html).toMatch(new RegExp(`<a href="https?://[^"/]+/admin/leads\\?lead=${leadId}">Ouvrir le lead</a>`));
    // No more personal data than needed: no last name, e-mail, phone or address.
    for (const detail of ['Lapointe', `${first}@exemple.ca`, '418-555-0100', '3 rue C']) expect(`${mail.body.text}${mail.body.html}`).not.toContain(detail);
  });

  it('a lead no broker follows, on a site whose brokerage e-mail is not given yet: no mail, said in the logs, the lead kept', async () => {
    const { settingsRepository } = await import('../../shared/settings/server/repository.js');
    const settings = await settingsRepository.getSiteSettings();
    const { id, event } = await quietLead({ name: uniqueFirstName('Orphelin') });
    try {
      await settingsRepository.putSiteSettings({ ...settings, contactEmail: '' });
      expect(await handler(event)).toBe('skipped-no-recipient');
      expect((await asAdmin(`/api/admin/leads/${id}`)).status).toBe(200);
    } finally {
      await settingsRepository.putSiteSettings(settings);
    }
  });

  it('a lead with an assigned broker goes to that broker; delivered twice at once, it is mailed once', async () => {
    const first = uniqueFirstName('Assigne');
    const { event } = await quietLead({ name: first, assignedAgentId: demoId('agent', otherBroker.key), propertyId });
    const since = new Date(Date.now() - 1000);
    expect((await Promise.all([handler(event), handler(event)])).sort()).toEqual(['duplicate', 'sent']);
    expect(await handler(event)).toBe('duplicate');
    await latestMailTo(stack().ses, otherBroker.email, { since, match: naming(first) });
    expect((await mailsTo(stack().ses, otherBroker.email, { since })).filter(naming(first))).toHaveLength(1);
    expect((await mailsTo(stack().ses, primaryBroker.email, { since })).filter(naming(first))).toHaveLength(0);
  });

  it("a lead of a property without an assigned broker goes to the property's primary broker", async () => {
    const first = uniqueFirstName('Propriete');
    const { event } = await quietLead({ name: first, propertyId });
    const since = new Date(Date.now() - 1000);
    expect(await handler(event)).toBe('sent');
    const mail = await latestMailTo(stack().ses, primaryBroker.email, { since, match: naming(first) });
    expect(mail.body.text).toContain(`Propriété : ${property.title}`);
  });

  it('a completed visit request: one mail to the primary broker with the link to the visit requests, none for its new lead', async () => {
    expect((await asAdmin('/api/admin/integrations/calendly', { method: 'PUT', json: { values: { accessToken: FAKE_CALENDLY_TOKEN, eventTypeUuid: 'visite-45' } } })).status).toBe(200);
    const first = uniqueFirstName('Visiteur');
    const eventId = randomUUID();
    const inviteeId = randomUUID();
    await fetch(`${stack().fakes.CALENDLY_API_URL}/__control/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId, inviteeId, name: `${first} Ouellet`, email: `${first}@exemple.ca`, startTime: '2026-12-03T19:00:00.000Z' }),
    });
    const since = new Date(Date.now() - 1000);
    const booked = await api('/api/appointments', {
      method: 'POST',
      json: guarded({ eventUri: `${EVENTS}/${eventId}`, inviteeUri: `${EVENTS}/${eventId}/invitees/${inviteeId}`, propertyId }),
      headers: asVisitor(),
    });
    expect(booked.status).toBe(201);
    const mail = await latestMailTo(stack().ses, primaryBroker.email, { since, match: naming(first), timeoutMs: 15_000 });
    expect(mail.subject).toBe(`Nouvelle demande de visite : ${property.title}`);
    expect(mail.body.text).toContain('a été réservée pour le 2026-12-03 à 14h00.');
    expect(mail.body.text).toContain(`Visiteur : ${first} (nouveau lead acheteur)`);
    expect(mail.body.text).toContain(`/admin/appointments?appointment=${booked.body.id}`);
    expect(mail.body.html).toMatch(new RegExp(`<a href="https?://[^"/]+/admin/appointments\\?appointment=${booked.body.id}">Ouvrir la demande de visite</a>`));
    expect(`${mail.body.text}${mail.body.html}`).not.toContain(`${first}@exemple.ca`);
    // The visit's lead is told by this mail: no second one about it, to anyone.
    await settled();
    const all = [...(await mailsTo(stack().ses, primaryBroker.email, { since })), ...(await mailsTo(stack().ses, brokerageEmail, { since }))];
    expect(all.filter(naming(first)).map((m) => m.subject)).toEqual([mail.subject]);
    await eventually(() => api(`/api/appointments/${booked.body.id}/status`), (r) => r.body?.status === 'completed');
  });

  it('a visit already canceled in Calendly: no visit-request mail; its new lead gets the new-lead mail instead', async () => {
    expect((await asAdmin('/api/admin/integrations/calendly', { method: 'PUT', json: { values: { accessToken: FAKE_CALENDLY_TOKEN, eventTypeUuid: 'visite-45' } } })).status).toBe(200);
    const first = uniqueFirstName('Annule');
    const eventId = randomUUID();
    const inviteeId = randomUUID();
    await fetch(`${stack().fakes.CALENDLY_API_URL}/__control/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId, inviteeId, name: `${first} Roy`, email: `${first}@exemple.ca`, status: 'canceled' }),
    });
    const since = new Date(Date.now() - 1000);
    const booked = await api('/api/appointments', {
      method: 'POST',
      json: guarded({ eventUri: `${EVENTS}/${eventId}`, inviteeUri: `${EVENTS}/${eventId}/invitees/${inviteeId}`, propertyId }),
      headers: asVisitor(),
    });
    expect(booked.status).toBe(201);
    const mail = await latestMailTo(stack().ses, primaryBroker.email, { since, match: naming(first), timeoutMs: 15_000 });
    expect(mail.subject).toBe('Nouveau lead acheteur – Courtage Québec');
    expect(mail.body.text).toContain('(réservation de visite)');
    expect(mail.body.text).toMatch(/\/admin\/leads\?lead=[\w-]+$/m);
    await settled();
    const all = [...(await mailsTo(stack().ses, primaryBroker.email, { since })), ...(await mailsTo(stack().ses, brokerageEmail, { since }))];
    expect(all.filter(naming(first)).map((m) => m.subject)).toEqual([mail.subject]);
  });
});
