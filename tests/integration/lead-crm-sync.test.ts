import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { outboxItem } from '../../events/publish.js';
import { adminToken, api, asVisitor, createUser, eventually, guarded, stack, useStackTable, settled } from './helpers.js';
import { ruleConsumer, scheduledJob } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';

/** The consumer called directly against the stack's DynamoDB Local, as a redelivery would. */
let handler: (event: BusEvent) => Promise<unknown>;
let createSellerLead: typeof import('../../shared/leads/server/service.js').createSellerLead;
let leadRepository: typeof import('../../shared/leads/server/repository.js').leadRepository;

beforeAll(async () => {
  useStackTable();
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('lead-crm-sync'));
  createSellerLead = (await import('../../shared/leads/server/service.js')).createSellerLead;
  leadRepository = (await import('../../shared/leads/server/repository.js')).leadRepository;
});

const busEvent = (leadId: string): BusEvent => {
  const item = outboxItem(LeadCreatedV1, { leadId, leadType: 'vendeur', source: 'vendeur-form' });
  return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
};

describe('lead-crm-sync consumer', () => {
  it('handles an event once even when it is delivered twice at the same time', async () => {
    const lead = await createSellerLead({ nom: 'Luc', email: 'luc@example.com', telephone: '418', adresse: '2 rue B, Québec' });
    const event = busEvent(lead.id);
    const outcomes = await Promise.all([handler(event), handler(event)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'not-configured']);
    expect(await handler(event)).toBe('duplicate');
    const stored = await leadRepository.get(lead.id);
    expect(stored).toMatchObject({ syncStatus: 'pending' });
  });

  it('is done with an event whose lead was erased meanwhile (no retries into the dead-letter queue)', async () => {
    const event = busEvent(`erased-${randomUUID()}`);
    expect(await handler(event)).toBe('lead-erased');
    expect(await handler(event)).toBe('duplicate');
  });

  it('refuses an event that does not match its contract', async () => {
    const event = busEvent('x');
    await expect(handler({ ...event, detail: { ...(event.detail as object), data: { leadId: 42 } } })).rejects.toThrow();
  });
});

describe('runOnce leases', () => {
  it('releases the event when the work fails, so a retry runs it again', async () => {
    const { runOnce } = await import('../../shared/db/processed-events.js');
    const eventId = randomUUID();
    await expect(runOnce('test-consumer', eventId, async () => Promise.reject(new Error('CRM indisponible')))).rejects.toThrow('CRM indisponible');
    expect(await runOnce('test-consumer', eventId, async () => 'retried')).toEqual({ duplicate: false, result: 'retried' });
  });

  it('takes over an event whose previous run died without releasing it, once the lease expired', async () => {
    const { runOnce, LEASE_MS } = await import('../../shared/db/processed-events.js');
    const eventId = randomUUID();
    let clock = Date.now();
    const now = () => clock;
    // A run that never finishes (the Lambda was killed): its lease stays.
    void runOnce('test-consumer', eventId, () => new Promise(() => undefined), now);
    const { db } = await import('../../shared/db/service.js');
    await eventually(() => db.entities.processedEvent.get({ consumer: 'test-consumer', eventId }).go({ consistent: true }), (r) => r.data?.status === 'in_progress');
    expect(await runOnce('test-consumer', eventId, async () => 'second', now)).toEqual({ duplicate: true });
    clock += LEASE_MS + 1;
    expect(await runOnce('test-consumer', eventId, async () => 'after-lease', now)).toEqual({ duplicate: false, result: 'after-lease' });
    expect(await runOnce('test-consumer', eventId, async () => 'again', now)).toEqual({ duplicate: true });
  });
});

/* ---------------------------------------------------------------------------------------------
 * Lead → CRM sync against the RealHub fake (issue 11 item 3), and Follow Up Boss.
 * The consumer called directly here uses its OWN fake (started in this process); the stack's
 * functions (routes, the bus's consumers) use the global one, steered through its control routes.
 * ------------------------------------------------------------------------------------------- */

type FakeRecord = { id: string; idempotencyKey: string; body: Record<string, unknown> };
const control = (origin: string) => ({
  behaviour: (b: object) => fetch(`${origin}/__control/behaviour`, { method: 'POST', body: JSON.stringify(b) }),
  keys: (keys: string[]) => fetch(`${origin}/__control/keys`, { method: 'POST', body: JSON.stringify({ keys }) }),
  reset: () => fetch(`${origin}/__control/reset`, { method: 'POST' }),
  requests: async () => ((await (await fetch(`${origin}/__control/requests`)).json()) as { count: number }).count,
  recordsOf: async (leadId: string) =>
    ((await (await fetch(`${origin}/__control/leads`)).json()) as { items: FakeRecord[] }).items.filter((r) => r.idempotencyKey === `lead-${leadId}`),
});

const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const saveCard = (name: string, values: Record<string, string>) => asAdmin(`/api/admin/integrations/${name}`, { method: 'PUT', json: { values } });
const removeCard = (name: string) => asAdmin(`/api/admin/integrations/${name}`, { method: 'DELETE' });

let db: typeof import('../../shared/db/service.js').db;
/** Leads written directly: never counted by the dashboard's rollup, so removed after this file (later files compare its counters with the items). */
const directLeads: string[] = [];
afterAll(async () => {
  await Promise.all(directLeads.map((id) => db.entities.lead.delete({ id }).go()));
});

/** A lead written directly (no outbox item: the stack's own consumers never see it). */
async function directLead(
  over: { email?: string | null; phone?: string | null; status?: string; sync?: { syncStatus: 'failed'; syncError: string; syncedAt: string } } = {},
) {
  const id = `crm-${randomUUID()}`;
  await db.entities.lead
    .create({
      id,
      name: 'Hélène Tremblay',
      ...(over.email === null ? {} : { email: over.email ?? `${id}@example.ca` }),
      ...(over.phone === null ? {} : { phone: over.phone ?? '418-555-0101' }),
      message: 'Je veux vendre',
      leadType: 'vendeur',
      status: over.status ?? 'contacted',
      source: 'test',
      interest: 'Maison',
      createdAt: new Date().toISOString(),
      syncStatus: 'pending',
      ...over.sync,
    })
    .go();
  directLeads.push(id);
  return id;
}

describe('lead CRM sync against RealHub', () => {
  let own: import('../fakes/fake-server.js').FakeServer;
  let rh: ReturnType<typeof control>;
  let KEY: string;
  beforeAll(async () => {
    db = (await import('../../shared/db/service.js')).db;
    const fake = await import('../fakes/realhub-leads.js');
    KEY = fake.FAKE_REALHUB_LEADS_KEY;
    own = await fake.startFakeRealhubLeads();
    process.env.REALHUB_LEADS_API_URL = own.origin;
    process.env.INTEGRATION_RETRY_BASE_MS = '20';
    rh = control(own.origin);
    expect(await saveCard('realhubLeads', { apiKey: KEY, agentId: 'agent-42' })).toMatchObject({ status: 200, body: { configured: true } });
  });
  afterAll(async () => {
    await removeCard('realhubLeads');
    await own.stop();
  });
  beforeEach(async () => {
    await rh.reset();
  });

  it('creates exactly one CRM record when the event arrives three times at once and again later, and stores realhub_id', async () => {
    const leadId = await directLead();
    const event = busEvent(leadId);
    const outcomes = await Promise.all([handler(event), handler(event), handler(event)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'synced']);
    expect(await handler(event)).toBe('duplicate');
    // Another event for the same lead (a second LeadCreated, a resend request): already synced, nothing sent.
    expect(await handler(busEvent(leadId))).toBe('already-synced');
    const records = await rh.recordsOf(leadId);
    expect(records).toHaveLength(1);
    expect(records[0]!.body).toMatchObject({ agent_id: 'agent-42', name: 'Hélène Tremblay', lead_type: 'vendeur', email: `${leadId}@example.ca` });
    expect(await leadRepository.get(leadId)).toMatchObject({ syncStatus: 'synced', realhubId: records[0]!.id });
    expect(await rh.requests()).toBe(1);
  });

  it('retries while the CRM is down (503), records the failure, and the bus retry syncs it: nothing lost, one record', async () => {
    const leadId = await directLead();
    const event = busEvent(leadId);
    // 5 failures: the client's 4 attempts all fail, the redelivery's first attempt too.
    await rh.behaviour({ fail: 503, times: 5 });
    await expect(handler(event)).rejects.toThrow(/RealHub indisponible/);
    expect(await rh.requests()).toBe(4);
    expect(await leadRepository.get(leadId)).toMatchObject({ syncStatus: 'failed', syncError: expect.stringContaining('RealHub indisponible : RealHub a répondu 503') });
    // The bus delivers the same event again: runOnce released its marker, so the work runs.
    expect(await handler(event)).toBe('synced');
    expect(await rh.recordsOf(leadId)).toHaveLength(1);
    expect(await leadRepository.get(leadId)).toMatchObject({ syncStatus: 'synced', realhubId: expect.stringMatching(/^rh_/) });
    expect((await leadRepository.get(leadId))?.syncError).toBeUndefined();
  });

  it("honours RealHub's Retry-After on 429", async () => {
    const leadId = await directLead();
    await rh.behaviour({ rateLimit: { retryAfterSeconds: 1 }, times: 2 });
    const started = Date.now();
    expect(await handler(busEvent(leadId))).toBe('synced');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(await rh.requests()).toBe(3);
  });

  it('keeps one record when the call dies after RealHub created it (the redelivery gets the same record)', async () => {
    const leadId = await directLead();
    const event = busEvent(leadId);
    // Every attempt of the first run: created, then the connection drops before the answer.
    await rh.behaviour({ dieMidCall: true, times: 4 });
    await expect(handler(event)).rejects.toThrow(/RealHub indisponible/);
    expect(await rh.recordsOf(leadId)).toHaveLength(1);
    expect(await handler(event)).toBe('synced');
    const records = await rh.recordsOf(leadId);
    expect(records).toHaveLength(1);
    expect((await leadRepository.get(leadId))?.realhubId).toBe(records[0]!.id);
  });

  it('records a final refusal (422) as failed with the reason, in exactly one request, without throwing', async () => {
    const leadId = await directLead({ email: null, phone: null });
    expect(await handler(busEvent(leadId))).toBe('failed');
    expect(await rh.requests()).toBe(1);
    expect(await leadRepository.get(leadId)).toMatchObject({
      syncStatus: 'failed',
      syncError: 'Lead refusé par RealHub : RealHub a répondu 422 : email or phone is required',
    });
    expect(await rh.recordsOf(leadId)).toHaveLength(0);
  });

  it('never lets a failure recorded late overwrite a success (a timed-out resend racing the consumer)', async () => {
    const leadId = await directLead();
    const at = new Date().toISOString();
    expect(await leadRepository.recordSyncOutcome(leadId, { syncStatus: 'synced', realhubId: 'rh_first', at })).toBe(true);
    expect(await leadRepository.recordSyncOutcome(leadId, { syncStatus: 'failed', syncError: "RealHub indisponible : RealHub n'a pas répondu à temps", at })).toBe(false);
    expect(await leadRepository.recordSyncOutcome(leadId, { syncStatus: 'pending', syncError: 'Aucune clé CRM configurée', at })).toBe(false);
    const stored = await leadRepository.get(leadId);
    expect(stored).toMatchObject({ syncStatus: 'synced', realhubId: 'rh_first' });
    expect(stored?.syncError).toBeUndefined();
    // A lead not synced yet still records its failure.
    const other = await directLead();
    expect(await leadRepository.recordSyncOutcome(other, { syncStatus: 'failed', syncError: 'RealHub indisponible : x', at })).toBe(true);
    expect(await leadRepository.get(other)).toMatchObject({ syncStatus: 'failed', syncError: 'RealHub indisponible : x' });
  });

  it('records a refused key (401) as failed, once', async () => {
    await rh.keys(['another-key']);
    const leadId = await directLead();
    expect(await handler(busEvent(leadId))).toBe('failed');
    expect(await rh.requests()).toBe(1);
    expect((await leadRepository.get(leadId))?.syncError).toBe('Clé API RealHub refusée : RealHub a répondu 401 : Invalid API key');
  });
});

describe('lead CRM actions on integrations-api (the stack, its RealHub fake)', () => {
  let rh: ReturnType<typeof control>;
  let KEY: string;
  beforeAll(async () => {
    db = (await import('../../shared/db/service.js')).db;
    KEY = (await import('../fakes/realhub-leads.js')).FAKE_REALHUB_LEADS_KEY;
    rh = control(stack().fakes.REALHUB_LEADS_API_URL!);
    await rh.reset();
    await removeCard('realhubLeads');
  });
  afterAll(async () => {
    await removeCard('realhubLeads');
    await rh.reset();
  });

  const newSellerLead = async () => {
    const res = await api('/api/leads', {
      method: 'POST',
      json: guarded({ nom: 'Jean Lapointe', email: `jean.${randomUUID().slice(0, 8)}@example.ca`, telephone: '418-555-0199', adresse: '3 rue C, Québec' }),
      headers: asVisitor(),
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('sends the leads still pending when the key is saved (the spec message when blank, nothing stored)', async () => {
    const pending = [await directLead(), await directLead()];
    const blank = await asAdmin('/api/admin/lead-crm/key', { method: 'PUT', json: { values: { apiKey: ' ', agentId: 'agent-7' } } });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Veuillez entrer une clé API et un ID agent valides' } } });
    expect(await rh.requests()).toBe(0);

    const saved = await asAdmin('/api/admin/lead-crm/key', { method: 'PUT', json: { values: { apiKey: KEY, agentId: 'agent-7' } } });
    expect(saved).toMatchObject({ status: 200, body: { name: 'realhubLeads', configured: true, fields: { apiKey: { last4: KEY.slice(-4) } } } });
    expect(saved.body.leadsQueued).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(saved.body)).not.toContain(KEY);
    for (const leadId of pending) {
      await eventually(() => leadRepository.get(leadId), (lead) => lead?.syncStatus === 'synced', 20_000);
      const records = await rh.recordsOf(leadId);
      expect(records).toHaveLength(1);
      expect(records[0]!.body).toMatchObject({ agent_id: 'agent-7' });
      expect((await leadRepository.get(leadId))?.realhubId).toBe(records[0]!.id);
    }
  });

  it('queues again, hourly, the leads RealHub could not be reached for (not the refused ones, not those the bus still retries)', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const down = await directLead({ sync: { syncStatus: 'failed', syncError: 'RealHub indisponible : RealHub a répondu 503', syncedAt: hourAgo } });
    const refused = await directLead({ sync: { syncStatus: 'failed', syncError: 'Lead refusé par RealHub : RealHub a répondu 422 : agent_id unknown', syncedAt: hourAgo } });
    const justFailed = await directLead({ sync: { syncStatus: 'failed', syncError: 'RealHub indisponible : RealHub est injoignable', syncedAt: new Date().toISOString() } });
    const job = await loadHandler<unknown, { leadsQueued: number }>(scheduledJob('lead-crm-retry'));
    expect((await job({ source: 'test' })).leadsQueued).toBeGreaterThanOrEqual(1);
    await eventually(() => leadRepository.get(down), (lead) => lead?.syncStatus === 'synced', 20_000);
    const records = await rh.recordsOf(down);
    expect(records).toHaveLength(1);
    expect((await leadRepository.get(down))?.realhubId).toBe(records[0]!.id);
    // Every event the job queued has been handled: the others were not sent.
    await settled();
    expect(await rh.recordsOf(refused)).toHaveLength(0);
    expect(await leadRepository.get(refused)).toMatchObject({ syncStatus: 'failed', syncError: expect.stringContaining('Lead refusé') });
    expect(await rh.recordsOf(justFailed)).toHaveLength(0);
  });

  it('answers a resend within ~10 s when RealHub hangs (API Gateway gives up at 30 s)', async () => {
    const leadId = await directLead();
    await rh.behaviour({ delayMs: 12_000, times: 4 });
    const started = Date.now();
    const resent = await asAdmin(`/api/admin/leads/${leadId}/crm-sync`, { method: 'POST' });
    const elapsed = Date.now() - started;
    await rh.behaviour({});
    expect(resent).toMatchObject({ status: 200, body: { outcome: 'failed', error: "RealHub indisponible : RealHub n'a pas répondu à temps", lead: { syncStatus: 'failed' } } });
    expect(elapsed).toBeLessThan(14_000);
  }, 40_000);

  it("'Tester sync' is for admins only (401, 403)", async () => {
    expect((await api('/api/admin/lead-crm/test', { method: 'POST' })).status).toBe(401);
    const user = await createUser(`crm-${randomUUID().slice(0, 8)}@example.ca`, 'Passw0rd!Passw0rd');
    expect((await api('/api/admin/lead-crm/test', { method: 'POST', token: user })).status).toBe(403);
    expect((await api(`/api/admin/leads/x/crm-sync`, { method: 'POST', token: user })).status).toBe(403);
    expect((await api('/api/admin/lead-crm/key', { method: 'PUT', json: { values: { apiKey: 'x', agentId: 'y' } }, token: user })).status).toBe(403);
  });

  it("'Tester sync' answers 'Aucun lead disponible' when no lead has status new", async () => {
    // Other tests' new leads are set aside for the moment of the check, then put back as they were.
    const { data: fresh } = await db.entities.lead.query.byStatus({ status: 'new' }).go({ pages: 'all', attributes: ['id', 'createdAt', 'leadType'] });
    try {
      for (const lead of fresh) await db.entities.lead.patch({ id: lead.id }).set({ status: 'set-aside', createdAt: lead.createdAt, leadType: lead.leadType }).go();
      const before = await rh.requests();
      expect(await asAdmin('/api/admin/lead-crm/test', { method: 'POST' })).toMatchObject({ status: 200, body: { result: 'no-lead', message: 'Aucun lead disponible' } });
      expect(await rh.requests()).toBe(before);
    } finally {
      for (const lead of fresh) await db.entities.lead.patch({ id: lead.id }).set({ status: 'new', createdAt: lead.createdAt, leadType: lead.leadType }).go();
    }
  });

  it("'Tester sync' sends the newest new lead: 'Test réussi !', still one record; a refused key gives the §8 message", async () => {
    const leadId = await newSellerLead();
    const test = await asAdmin('/api/admin/lead-crm/test', { method: 'POST' });
    expect(test).toMatchObject({ status: 200, body: { result: 'success', message: 'Test réussi !', leadId } });
    // The bus's consumer sent it too (LeadCreated): the idempotency key kept one record.
    await eventually(() => leadRepository.get(leadId), (lead) => lead?.syncStatus === 'synced');
    expect(await rh.recordsOf(leadId)).toHaveLength(1);
    expect((await leadRepository.get(leadId))?.realhubId).toBe(test.body.realhubId);

    await rh.keys(['rotated-key']);
    try {
      const failed = await asAdmin('/api/admin/lead-crm/test', { method: 'POST' });
      expect(failed).toMatchObject({
        status: 200,
        body: { result: 'failed', message: 'Impossible de tester la synchronisation: Clé API RealHub refusée : RealHub a répondu 401 : Invalid API key' },
      });
      // A failed check does not undo the lead's synced state.
      expect(await leadRepository.get(leadId)).toMatchObject({ syncStatus: 'synced', realhubId: test.body.realhubId });
    } finally {
      await rh.keys([KEY]);
    }
  });

  it("resends one lead now ('Relancer la synchronisation') and answers its new sync state", async () => {
    const leadId = await directLead();
    await rh.behaviour({ reject: { status: 422, message: 'agent_id unknown' }, times: 1 });
    const refused = await asAdmin(`/api/admin/leads/${leadId}/crm-sync`, { method: 'POST' });
    expect(refused).toMatchObject({
      status: 200,
      body: { outcome: 'failed', error: 'Lead refusé par RealHub : RealHub a répondu 422 : agent_id unknown', lead: { id: leadId, syncStatus: 'failed' } },
    });
    const resent = await asAdmin(`/api/admin/leads/${leadId}/crm-sync`, { method: 'POST' });
    expect(resent).toMatchObject({ status: 200, body: { outcome: 'synced', error: null, lead: { id: leadId, syncStatus: 'synced', realhubId: expect.stringMatching(/^rh_/) } } });
    expect(resent.body.lead.syncError).toBeUndefined();
    expect(await asAdmin(`/api/admin/leads/${leadId}/crm-sync`, { method: 'POST' })).toMatchObject({ status: 200, body: { outcome: 'already-synced' } });
    expect(await rh.recordsOf(leadId)).toHaveLength(1);
    expect((await asAdmin('/api/admin/leads/inconnu/crm-sync', { method: 'POST' })).status).toBe(404);
    // The old admin-api route is gone.
    expect((await asAdmin(`/api/admin/leads/${leadId}/sync`, { method: 'POST' })).status).toBe(404);
  });
});

describe('sales CRM (Follow Up Boss)', () => {
  type FubEvent = { system?: string; body: { type: string; person: { emails: { value: string }[] } } };
  const fubOrigin = () => stack().fakes.FOLLOWUPBOSS_API_URL!;
  const fubEvents = async () => ((await (await fetch(`${fubOrigin()}/__control/events`)).json()) as { items: FubEvent[] }).items;
  let fub: ReturnType<typeof control>;
  let salesHandler: (event: BusEvent) => Promise<unknown>;
  let FUB_KEY: string;
  beforeAll(async () => {
    db = (await import('../../shared/db/service.js')).db;
    FUB_KEY = (await import('../fakes/follow-up-boss.js')).FAKE_FOLLOWUPBOSS_KEY;
    process.env.FOLLOWUPBOSS_API_URL = fubOrigin();
    salesHandler = await loadHandler<BusEvent, unknown>(ruleConsumer('sales-crm-sync'));
    fub = control(fubOrigin());
    await removeCard('followUpBoss');
    await fub.reset();
  });
  afterAll(async () => {
    await removeCard('followUpBoss');
    await fub.reset();
  });

  it('sends nothing while its key is not saved', async () => {
    const leadId = await directLead();
    expect(await salesHandler(busEvent(leadId))).toBe('not-configured');
    expect(await fub.requests()).toBe(0);
  });

  it('receives each new lead as an event, with Basic auth, once its key is saved', async () => {
    expect(await saveCard('followUpBoss', { apiKey: FUB_KEY })).toMatchObject({ status: 200 });
    const email = `fub.${randomUUID().slice(0, 8)}@example.ca`;
    const res = await api('/api/leads', {
      method: 'POST',
      json: guarded({ nom: 'Sophie Côté', email, telephone: '418-555-0123', adresse: '9 rue D, Lévis' }),
      headers: asVisitor(),
    });
    expect(res.status).toBe(201);
    const events = await eventually(fubEvents, (items) => items.some((e) => e.body.person.emails[0]?.value === email), 20_000);
    const mine = events.filter((e) => e.body.person.emails[0]?.value === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ system: 'Courtage-Immobilier-Quebec', body: { type: 'Seller Inquiry', person: { firstName: 'Sophie', lastName: 'Côté' } } });
  });

  it('does not retry a refusal (wrong key: one request), and throws when FUB stays unavailable (bus retry, then DLQ)', async () => {
    const leadId = await directLead();
    await fub.keys(['other']);
    const before = await fub.requests();
    expect(await salesHandler(busEvent(leadId))).toBe('refused');
    expect(await fub.requests()).toBe(before + 1);
    await fub.reset();
    // FUB cannot dedupe a POST: a 503 (maybe processed) is not sent again inside the call; the bus retries.
    await fub.behaviour({ fail: 503, times: 1 });
    const event = busEvent(leadId);
    await expect(salesHandler(event)).rejects.toThrow(/Follow Up Boss a répondu 503/);
    expect(await fub.requests()).toBe(1);
    expect(await salesHandler(event)).toBe('sent');
    expect(await fub.requests()).toBe(2);
    // Sent once per lead: another delivery for it (a redelivery whose marker was lost, a second event) sends nothing.
    expect(await salesHandler(busEvent(leadId))).toBe('already-sent');
    expect(await fub.requests()).toBe(2);
  });

  it('retries a 429 from FUB inside the call (refused before any work)', async () => {
    const leadId = await directLead();
    await fub.reset();
    await fub.behaviour({ rateLimit: { retryAfterSeconds: 0 }, times: 1 });
    expect(await salesHandler(busEvent(leadId))).toBe('sent');
    expect(await fub.requests()).toBe(2);
  });
});
