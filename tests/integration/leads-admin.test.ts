import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { adminToken, api, asVisitor, guarded, useStackTable } from './helpers.js';

/** The back office's leads: list, search, filter, counters, follow-up workflow, erasure, CRM resend. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const stats = async () => (await asAdmin('/api/admin/leads/stats')).body as { total: number; today: number; buyers: number; sellers: number };

let createLead: typeof import('../../shared/leads/server/service.js').createLead;
let audit: typeof import('../../shared/audit/server/repository.js').auditRepository;
let db: typeof import('../../shared/db/service.js').db;
beforeAll(async () => {
  useStackTable();
  createLead = (await import('../../shared/leads/server/service.js')).createLead;
  audit = (await import('../../shared/audit/server/repository.js')).auditRepository;
  db = (await import('../../shared/db/service.js')).db;
});

/** A lead with a name no other test uses (the search and the filter find exactly these). */
const tag = () => randomUUID().slice(0, 8);
const newLead = (name: string, leadType: 'acheteur' | 'vendeur', email: string | null = null, now = new Date()) =>
  createLead({ name, email, phone: null, message: 'Bonjour', leadType, status: 'new', source: 'test', budget: null, interest: 'Test' }, now);

describe('GET /api/admin/leads', () => {
  it('lists newest first, a page at a time, and filters on type', async () => {
    const t = tag();
    const older = await newLead(`Zoé ${t}`, 'vendeur', null, new Date(Date.now() - 60_000));
    const newer = await newLead(`Marc ${t}`, 'acheteur');
    // Page by page (3 at a time) until both show: newest first, no lead twice across pages.
    const seen: { id: string; createdAt: string; statusHistory: unknown[] }[] = [];
    let cursor: string | null = null;
    do {
      const page = await asAdmin(`/api/admin/leads?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items);
      cursor = page.body.cursor;
    } while (cursor && !seen.some((l) => l.id === older.id));
    const ids = seen.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(seen.map((l) => l.createdAt)).toEqual([...seen.map((l) => l.createdAt)].sort().reverse());
    expect(seen.find((l) => l.id === newer.id)!.statusHistory).toEqual([]);

    const sellers = (await asAdmin('/api/admin/leads?type=vendeur&limit=100')).body.items as { id: string; leadType: string }[];
    expect(sellers.map((l) => l.id)).toContain(older.id);
    expect(sellers.map((l) => l.id)).not.toContain(newer.id);
    expect(new Set(sellers.map((l) => l.leadType))).toEqual(new Set(['vendeur']));
  });

  it('searches name or e-mail, accents and case ignored, within the type filter, paged', async () => {
    const t = tag();
    const helene = await newLead(`Hélène Côté ${t}`, 'acheteur');
    const byMail = await newLead(`Jean ${t}`, 'vendeur', `helene.${t}@exemple.ca`);
    const ids = async (query: string) => ((await asAdmin(`/api/admin/leads?${query}`)).body.items as { id: string }[]).map((l) => l.id);
    expect(new Set(await ids(`q=HELENE%20cote%20${t}`))).toEqual(new Set([helene.id]));
    expect(new Set(await ids(`q=${t}`))).toEqual(new Set([helene.id, byMail.id]));
    expect(await ids(`q=helene.${t}@`)).toEqual([byMail.id]);
    expect(await ids(`q=${t}&type=acheteur`)).toEqual([helene.id]);
    const page = await asAdmin(`/api/admin/leads?q=${t}&limit=1`);
    expect(page.body.items).toEqual([expect.objectContaining({ id: byMail.id })]);
    expect((await asAdmin(`/api/admin/leads?q=${t}&limit=1&cursor=${encodeURIComponent(page.body.cursor)}`)).body.items).toEqual([expect.objectContaining({ id: helene.id })]);
  });

  it('refuses bad parameters in French', async () => {
    expect(await asAdmin('/api/admin/leads?type=locataire')).toMatchObject({ status: 400, body: { error: { message: 'Type de lead inconnu : all, acheteur ou vendeur.' } } });
    expect((await asAdmin('/api/admin/leads?limit=0')).status).toBe(400);
    expect((await asAdmin('/api/admin/leads?cursor=abc')).status).toBe(400);
    expect(await asAdmin('/api/admin/leads?status=new')).toMatchObject({ status: 400, body: { error: { message: 'Paramètre inconnu : status.' } } });
  });
});

describe('lead counters', () => {
  it('move with a lead from a public form and with its deletion', async () => {
    const before = await stats();
    const res = await api('/api/leads/exit-popup', { method: 'POST', json: guarded({ name: 'Compteur', address: '1 rue du Test, Québec' }), headers: asVisitor() });
    expect(res.status).toBe(201);
    expect(await stats()).toEqual({ total: before.total + 1, today: before.today + 1, buyers: before.buyers, sellers: before.sellers + 1 });

    expect((await asAdmin(`/api/admin/leads/${res.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await stats()).toEqual(before);
    expect((await asAdmin(`/api/admin/leads/${res.body.id}`)).status).toBe(404);
    expect((await asAdmin(`/api/admin/leads/${res.body.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('count an older lead in the total and its type, not in today', async () => {
    const before = await stats();
    await newLead(`Ancien ${tag()}`, 'acheteur', null, new Date(Date.now() - 3 * 86_400_000));
    expect(await stats()).toEqual({ ...before, total: before.total + 1, buyers: before.buyers + 1 });
  });
});

describe('PATCH /api/admin/leads/{id}', () => {
  const agentId = demoId('agent', demoAgents[0]!.key);
  const propertyId = demoId('property', demoProperties[0]!.key);

  it('moves the workflow with a dated history, notes, broker and property; audited without the notes; published', async () => {
    const lead = await newLead(`Suivi ${tag()}`, 'acheteur');
    const moved = await asAdmin(`/api/admin/leads/${lead.id}`, {
      method: 'PATCH',
      json: { status: 'contacted', notes: '  Rappeler jeudi  ', assignedAgentId: agentId, propertyId, expectedUpdatedAt: null },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: {
        status: 'contacted',
        notes: 'Rappeler jeudi',
        assignedAgent: { id: agentId, name: demoAgents[0]!.name },
        property: { id: propertyId, title: demoProperties[0]!.title },
        statusHistory: [{ status: 'contacted', at: moved.body.updatedAt }],
      },
    });
    expect((await asAdmin(`/api/admin/leads/${lead.id}`)).body).toMatchObject({ status: 'contacted', notes: 'Rappeler jeudi', updatedAt: moved.body.updatedAt });

    const { items } = await audit.list({ limit: 20 });
    const entry = items.find((e) => e.entityId === lead.id)!;
    expect(entry).toMatchObject({ action: 'update', entity: 'lead', fields: ['assignedAgentId', 'notes', 'propertyId', 'status'] });
    expect(entry.changes.notes).toEqual({ from: null, to: '[masqué]' });
    const { data: outbox } = await db.entities.outbox.scan.where((a, op) => op.contains(a.detail, lead.id)).go({ pages: 'all' });
    expect(outbox.map((o) => o.detailType).sort()).toEqual(['LeadChanged', 'LeadCreated']);

    // Next step with the version read; clearing the broker; a second 'contacted' is no move.
    const next = await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'PATCH', json: { status: 'qualified', assignedAgentId: null, expectedUpdatedAt: moved.body.updatedAt } });
    expect(next.body).toMatchObject({ status: 'qualified', assignedAgent: null, statusHistory: [{ status: 'contacted' }, { status: 'qualified' }] });
    expect(next.body).not.toHaveProperty('assignedAgentId');
  });

  it('refuses a stale version with a 409 and keeps the other admin’s change', async () => {
    const lead = await newLead(`Concurrence ${tag()}`, 'vendeur');
    const first = await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'PATCH', json: { notes: 'Premier', expectedUpdatedAt: null } });
    expect(first.status).toBe(200);
    const stale = await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'PATCH', json: { notes: 'Second', expectedUpdatedAt: null } });
    expect(stale).toMatchObject({ status: 409, body: { error: { message: 'Ce lead a été modifié entre-temps : rechargez-le puis recommencez.' } } });
    expect((await asAdmin(`/api/admin/leads/${lead.id}`)).body.notes).toBe('Premier');
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const lead = await newLead(`Refus ${tag()}`, 'acheteur');
    const refusals: [unknown, string][] = [
      [{ status: 'won', expectedUpdatedAt: null }, 'Un lead « Nouveau » ne peut pas passer à « Gagné ». Étapes permises : nouveau → contacté → qualifié → gagné ou perdu.'],
      [{ status: 'archived', expectedUpdatedAt: null }, 'Statut inconnu : new, contacted, qualified, won ou lost.'],
      [{ assignedAgentId: 'inconnu', expectedUpdatedAt: null }, "Le courtier choisi n'existe pas (ou plus) : choisissez-en un autre."],
      [{ propertyId: 'inconnue', expectedUpdatedAt: null }, "La propriété choisie n'existe pas (ou plus) : choisissez-en une autre."],
      [{ notes: 'x'.repeat(5001), expectedUpdatedAt: null }, 'Les notes sont trop longues (5000 caractères au plus).'],
      [{ status: 'contacted' }, 'La version lue du lead (expectedUpdatedAt) est requise.'],
      [{ expectedUpdatedAt: null }, 'Aucune modification à enregistrer.'],
      [{ name: 'Autre nom', expectedUpdatedAt: null }, 'Champ non autorisé dans la requête.'],
      [{ syncStatus: 'synced', expectedUpdatedAt: null }, 'Champ non autorisé dans la requête.'],
    ];
    for (const [json, message] of refusals) {
      expect(await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'PATCH', json })).toMatchObject({ status: 400, body: { error: { message } } });
    }
    const stored = (await asAdmin(`/api/admin/leads/${lead.id}`)).body;
    expect(stored).toMatchObject({ name: lead.name, status: 'new', statusHistory: [], assignedAgent: null, property: null });
    expect(stored).not.toHaveProperty('updatedAt');
    expect(stored).not.toHaveProperty('notes');
    expect((await asAdmin('/api/admin/leads/inconnu', { method: 'PATCH', json: { notes: 'x', expectedUpdatedAt: null } })).status).toBe(404);
  });
});

describe('DELETE and resend', () => {
  it('erases a lead with an audit entry that keeps no personal data', async () => {
    const lead = await newLead(`Effacement ${tag()}`, 'vendeur', `efface.${tag()}@exemple.ca`);
    expect((await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'DELETE' })).status).toBe(204);
    const entry = (await audit.list({ limit: 20 })).items.find((e) => e.entityId === lead.id)!;
    expect(entry).toMatchObject({ action: 'delete', entity: 'lead' });
    expect(JSON.stringify(entry)).not.toContain(lead.name);
    expect(JSON.stringify(entry)).not.toContain(lead.email!);
  });

  it('runs the CRM sync again and answers its honest outcome', async () => {
    const lead = await newLead(`Synchro ${tag()}`, 'acheteur');
    // The resend lives on integrations-api (it reads the CRM key); no lead CRM key is saved here.
    const res = await asAdmin(`/api/admin/leads/${lead.id}/crm-sync`, { method: 'POST' });
    expect(res).toMatchObject({ status: 200, body: { outcome: 'not-configured', lead: { id: lead.id, syncStatus: 'pending', syncError: expect.stringContaining('Aucune clé CRM') } } });
    expect((await asAdmin('/api/admin/leads/inconnu/crm-sync', { method: 'POST' })).status).toBe(404);
  });
});
