import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { outboxItem } from '../../events/publish.js';
import { ruleConsumer, scheduledJob } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { INTEGRATION_KEYS } from '../../shared/settings/schema.js';
import { adminToken, api, useStackTable } from './helpers.js';

/** 'API & Intégrations': write-only keys; the API says configured or not and the last four characters. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const save = (name: string, values: Record<string, string>) => asAdmin(`/api/admin/integrations/${name}`, { method: 'PUT', json: { values } });
const card = async (name: string) => ((await asAdmin('/api/admin/integrations')).body.items as { name: string }[]).find((c) => c.name === name);

const FUB_KEY = `fub-secret-${Date.now()}-WXYZ`;
const CALENDLY_TOKEN = `cal-token-${Date.now()}-9876`;
const EVENT_TYPE = '3f1c2a9e-0b7d-4c1e-9a55-5d2f7c1e4b21';

let db: typeof import('../../shared/db/service.js').db;
let settings: typeof import('../../shared/settings/server/repository.js').settingsRepository;
beforeAll(async () => {
  useStackTable();
  db = (await import('../../shared/db/service.js')).db;
  settings = (await import('../../shared/settings/server/repository.js')).settingsRepository;
});

afterAll(async () => {
  // The stack is shared: leave no card configured behind.
  const statuses = await settings.listIntegrationStatuses();
  for (const s of statuses) await db.entities.integrationStatus.delete({ integration: s.integration, field: s.field }).go();
  for (const keyName of INTEGRATION_KEYS) await db.entities.integrationSetting.delete({ keyName }).go();
});

describe('integration keys', () => {
  it('lists every card, none configured, with no value anywhere', async () => {
    const res = await asAdmin('/api/admin/integrations');
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: { name: string }) => c.name)).toEqual(['realhubListings', 'realhubLeads', 'followUpBoss', 'calendly', 'externalApi']);
    expect(res.body.items.find((c: { name: string }) => c.name === 'followUpBoss')).toMatchObject({ configured: false, fields: { apiKey: { configured: false, last4: null } } });
  });

  it('saves a key write-only: configured with its last four characters, the value in no answer, readable by the integration functions', async () => {
    const res = await save('followUpBoss', { apiKey: `  ${FUB_KEY}  ` });
    expect(res).toMatchObject({ status: 200, body: { name: 'followUpBoss', configured: true, fields: { apiKey: { configured: true, last4: 'WXYZ' } } } });
    expect(JSON.stringify(res.body)).not.toContain(FUB_KEY);

    // No admin answer carries the value: the cards, the audit log, the site settings.
    for (const path of ['/api/admin/integrations', '/api/admin/audit?limit=20', '/api/site-settings', '/api/admin/users?limit=20']) {
      const answer = await asAdmin(path);
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toContain(FUB_KEY);
      expect(JSON.stringify(answer.body), path).not.toContain(FUB_KEY.slice(0, -4));
    }
    const audit = (await asAdmin('/api/admin/audit?limit=5')).body.items[0];
    expect(audit).toMatchObject({ entity: 'integration', entityId: 'followUpBoss', fields: ['apiKey'], changes: { apiKey: { from: null, to: '[masqué]' } } });

    // What lead-crm-sync and property-sync read (the only functions IAM lets read it): the trimmed value.
    expect((await settings.getIntegrationSettings()).followupboss_api_key).toBe(FUB_KEY);
  });

  it('refuses a blank value with the spec message per card, storing nothing', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['realhubListings', { apiKey: 'abc', agentId: '  ' }, 'Veuillez entrer une clé API et un ID agent valides'],
      ['realhubLeads', { apiKey: '' , agentId: '42' }, 'Veuillez entrer une clé API et un ID agent valides'],
      ['followUpBoss', { apiKey: ' ' }, 'Veuillez entrer une clé API Follow Up Boss valide'],
      ['calendly', { accessToken: 'tok' }, "Veuillez entrer le token d'accès et l'UUID du type d'événement"],
      ['externalApi', {}, 'Veuillez entrer une clé API valide'],
    ];
    for (const [name, values, message] of cases) {
      expect(await save(name, values), name).toMatchObject({ status: 400, body: { error: { message } } });
    }
    expect((await card('realhubListings'))).toMatchObject({ configured: false });
    expect((await card('realhubLeads'))).toMatchObject({ configured: false });
    expect((await settings.getIntegrationSettings()).realtor_api_key).toBeUndefined();
  });

  it('refuses an unknown card (404), an unknown field and an oversized value (400)', async () => {
    expect((await save('stripe', { apiKey: 'x' })).status).toBe(404);
    expect((await save('followUpBoss', { apiKey: 'x', other: 'y' })).status).toBe(400);
    expect((await save('followUpBoss', { apiKey: 'x'.repeat(501) })).status).toBe(400);
    expect((await asAdmin('/api/admin/integrations/followUpBoss', { method: 'PUT', json: { apiKey: 'x' } })).status).toBe(400);
  });

  it('gives the public booking widget the saved visit event type, never the token', async () => {
    try {
      expect(await save('calendly', { accessToken: CALENDLY_TOKEN, eventTypeUuid: EVENT_TYPE })).toMatchObject({ status: 200, body: { configured: true } });
      const scheduling = await api('/api/visit-scheduling');
      expect(scheduling.body).toEqual({ eventType: EVENT_TYPE });
      expect(JSON.stringify((await asAdmin('/api/admin/integrations')).body)).not.toContain(CALENDLY_TOKEN);
    } finally {
      // The stack is shared: this token (unknown to the Calendly fake) must not fail other files' bookings meanwhile.
      await asAdmin('/api/admin/integrations/calendly', { method: 'DELETE' });
    }
  });

  it('removes a card: not configured any more, audited without values, and its values gone from the functions', async () => {
    const token = `ext-${randomUUID()}`;
    expect(await save('externalApi', { apiKey: token })).toMatchObject({ status: 200, body: { configured: true } });
    // Saved again: the audit says it was replaced, both sides masked.
    await save('externalApi', { apiKey: `${token}-2` });
    expect((await asAdmin('/api/admin/audit?limit=1')).body.items[0]).toMatchObject({ entityId: 'externalApi', action: 'update', changes: { apiKey: { from: '[masqué]', to: '[masqué]' } } });

    const removed = await asAdmin('/api/admin/integrations/externalApi', { method: 'DELETE' });
    expect(removed).toMatchObject({ status: 200, body: { name: 'externalApi', configured: false, fields: { apiKey: { configured: false, last4: null } } } });
    expect((await asAdmin('/api/admin/audit?limit=1')).body.items[0]).toMatchObject({ entityId: 'externalApi', action: 'delete', changes: { apiKey: { from: '[masqué]', to: null } } });
    expect((await settings.getIntegrationSettings()).external_api_key).toBeUndefined();
    expect(JSON.stringify((await asAdmin('/api/admin/audit?limit=20')).body)).not.toContain(token);
    expect((await asAdmin('/api/admin/integrations/stripe', { method: 'DELETE' })).status).toBe(404);
  });

  it('the integration functions read the saved keys (lead CRM for lead-crm-sync, listing CRM for property-sync)', async () => {
    const syncLead = await loadHandler<BusEvent, unknown>(ruleConsumer('lead-crm-sync'));
    const syncProperties = await loadHandler<Record<string, never>, { configured: boolean }>(scheduledJob('property-sync'));
    // A lead written directly (no outbox event, so the local bus does not run the consumer on its own).
    const leadId = `integrations-${randomUUID()}`;
    await db.entities.lead
      .create({ id: leadId, name: 'Test', email: 'test@example.com', phone: '418', message: '', leadType: 'vendeur', status: 'new', source: 'test', interest: '', createdAt: new Date().toISOString(), syncStatus: 'pending' })
      .go();
    const busEvent = (): BusEvent => {
      const item = outboxItem(LeadCreatedV1, { leadId, leadType: 'vendeur', source: 'test' });
      return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
    };
    try {
      expect(await syncLead(busEvent())).toBe('not-configured');
      expect(await syncProperties({})).toMatchObject({ configured: false });

      await save('realhubLeads', { apiKey: 'leads-key-1234', agentId: 'agent-42' });
      await save('realhubListings', { apiKey: 'listings-key-5678', agentId: 'agent-7' });
      // Configured: the consumer goes past the key check and calls RealHub (its fake refuses this key: a final 401, recorded).
      expect(await syncLead(busEvent())).toBe('failed');
      expect(await syncProperties({})).toMatchObject({ configured: true });
    } finally {
      await asAdmin('/api/admin/integrations/realhubLeads', { method: 'DELETE' });
      await asAdmin('/api/admin/integrations/realhubListings', { method: 'DELETE' });
      await db.entities.lead.delete({ id: leadId }).go();
    }
  });
});
