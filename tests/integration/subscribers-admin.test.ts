import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, asVisitor, guarded, useStackTable } from './helpers.js';

/** 'Abonnés' (admin-and-platform.md §2, §4): list, search, filters, paging, counters, unsubscribe, reactivate, delete. */
const run = randomBytes(4).toString('hex');
let n = 0;
const address = (name: string) => `${name}-${run}-${++n}@exemple.ca`;

const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const subscribe = (email: string, name?: string, source = 'footer') =>
  api('/api/newsletter', { method: 'POST', json: guarded({ email, ...(name ? { name } : {}), source }), headers: asVisitor() });
const stats = async () => (await asAdmin('/api/admin/subscribers/stats')).body as { total: number; active: number; unsubscribed: number; joinedThisMonth: number };
const list = async (query: Record<string, string>) => asAdmin(`/api/admin/subscribers?${new URLSearchParams(query)}`);
const idOf = async (email: string) => ((await list({ q: email })).body.items as { id: string; email: string }[]).find((s) => s.email === email)!.id;

type Signing = { key: () => Promise<string>; sign: (key: string, id: string) => string };
let signing: Signing;
let repository: typeof import('../../shared/newsletter/server/repository.js')['subscriberRepository'];
let auditEntryFor: typeof import('../../shared/audit/server/service.js')['auditEntryFor'];
beforeAll(async () => {
  useStackTable();
  const [{ newsletterSigningKey }, { signUnsubscribeToken }] = await Promise.all([import('../../shared/newsletter/server/signing-key.js'), import('../../shared/newsletter/server/token.js')]);
  signing = { key: newsletterSigningKey, sign: (key, id) => signUnsubscribeToken(key, id) };
  ({ subscriberRepository: repository } = await import('../../shared/newsletter/server/repository.js'));
  ({ auditEntryFor } = await import('../../shared/audit/server/service.js'));
});

describe('subscribers in the back office', () => {
  it('moves the four counters on subscribe, public and admin unsubscribe, reactivation, re-subscription and delete; the e-mail is free again after a delete', async () => {
    const email = address('counted');
    const start = await stats();
    const moved = async () => {
      const now = await stats();
      return { total: now.total - start.total, active: now.active - start.active, unsubscribed: now.unsubscribed - start.unsubscribed, joinedThisMonth: now.joinedThisMonth - start.joinedThisMonth };
    };

    expect((await subscribe(email, 'Hélène Côté')).status).toBe(201);
    expect(await moved()).toEqual({ total: 1, active: 1, unsubscribed: 0, joinedThisMonth: 1 });
    const id = await idOf(email);

    // The visitor's own one-click link.
    const token = signing.sign(await signing.key(), id);
    expect((await api(`/api/newsletter/one-click?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);
    expect(await moved()).toEqual({ total: 1, active: 0, unsubscribed: 1, joinedThisMonth: 1 });

    // Re-subscribing from the site: active again, not a new arrival.
    expect(await subscribe(email)).toMatchObject({ status: 201, body: { status: 'resubscribed' } });
    expect(await moved()).toEqual({ total: 1, active: 1, unsubscribed: 0, joinedThisMonth: 1 });

    const unsubscribed = await asAdmin(`/api/admin/subscribers/${id}`, { method: 'PATCH', json: { status: 'unsubscribed' } });
    expect(unsubscribed).toMatchObject({ status: 200, body: { id, email, status: 'unsubscribed', unsubscribedAt: expect.any(String) } });
    expect(await moved()).toEqual({ total: 1, active: 0, unsubscribed: 1, joinedThisMonth: 1 });
    // Asking again changes nothing (a stale screen).
    expect((await asAdmin(`/api/admin/subscribers/${id}`, { method: 'PATCH', json: { status: 'unsubscribed' } })).body.unsubscribedAt).toBe(unsubscribed.body.unsubscribedAt);
    expect(await moved()).toEqual({ total: 1, active: 0, unsubscribed: 1, joinedThisMonth: 1 });

    expect(await asAdmin(`/api/admin/subscribers/${id}`, { method: 'PATCH', json: { status: 'active' } })).toMatchObject({ status: 200, body: { status: 'active', unsubscribedAt: null } });
    expect(await moved()).toEqual({ total: 1, active: 1, unsubscribed: 0, joinedThisMonth: 1 });

    // Each admin change is in the audit log.
    const audit = (await asAdmin('/api/admin/audit?limit=20')).body.items.filter((e: { entityId: string }) => e.entityId === id);
    expect(audit.map((e: { entity: string; changes: { status?: unknown } }) => [e.entity, e.changes.status])).toEqual([
      ['subscriber', { from: 'unsubscribed', to: 'active' }],
      ['subscriber', { from: 'active', to: 'unsubscribed' }],
    ]);

    expect((await asAdmin(`/api/admin/subscribers/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await moved()).toEqual({ total: 0, active: 0, unsubscribed: 0, joinedThisMonth: 0 });
    expect((await list({ q: email })).body.items).toEqual([]);
    expect((await asAdmin('/api/admin/audit?limit=5')).body.items[0]).toMatchObject({ action: 'delete', entity: 'subscriber', entityId: id });

    // The same e-mail subscribes again as a new subscriber.
    expect(await subscribe(email)).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    expect(await idOf(email)).not.toBe(id);
    expect(await moved()).toEqual({ total: 1, active: 1, unsubscribed: 0, joinedThisMonth: 1 });
  });

  it('a write based on a stale read changes nothing, counters included (two admins at once: one wins, the other gets a 409)', async () => {
    const email = address('race');
    await subscribe(email);
    const stale = (await repository.get(email))!;
    // Another admin unsubscribes it first.
    await asAdmin(`/api/admin/subscribers/${stale.id}`, { method: 'PATCH', json: { status: 'unsubscribed' } });
    const before = await stats();
    const audit = auditEntryFor({ actor: { id: 'admin-2', email: 'admin2@exemple.ca' }, action: 'delete', entity: 'subscriber', entityId: stale.id, before: stale, after: null });
    expect(await repository.remove(stale, audit)).toBe(false);
    expect(await repository.setStatus(stale, 'unsubscribed', new Date().toISOString())).toBe(false);
    expect(await stats()).toEqual(before);
    expect(await repository.get(email)).toMatchObject({ id: stale.id, status: 'unsubscribed' });
  });

  it('lists newest first, searches on e-mail or name (accents and case aside), filters by status, pages with a cursor', async () => {
    const tag = `liste${run}`;
    const emails = [address(`${tag}-a`), address(`${tag}-b`), address(`${tag}-c`)];
    for (const email of emails) {
      expect((await subscribe(email, email.includes('-b-') ? 'Ésa Bérubé' : undefined)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    await asAdmin(`/api/admin/subscribers/${await idOf(emails[0]!)}`, { method: 'PATCH', json: { status: 'unsubscribed' } });

    const found = await list({ q: tag.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.items.map((s: { email: string }) => s.email)).toEqual([...emails].reverse());
    expect(Object.keys(found.body.items[0]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'source', 'status', 'subscribedAt', 'unsubscribedAt']);

    // The name, without its accents.
    expect((await list({ q: `esa berube` })).body.items.map((s: { email: string }) => s.email)).toEqual([emails[1]]);

    expect((await list({ q: tag, status: 'active' })).body.items.map((s: { email: string }) => s.email)).toEqual([emails[2], emails[1]]);
    expect((await list({ q: tag, status: 'unsubscribed' })).body.items.map((s: { email: string }) => s.email)).toEqual([emails[0]]);

    // Paging: one at a time, a search included; the pages join without a gap or a repeat.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({ q: tag, limit: '1', ...(cursor ? { cursor } : {}) });
      expect(page.body.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.body.items.map((s: { email: string }) => s.email));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen).toEqual([...emails].reverse());

    const unfiltered = await list({ limit: '2' });
    expect(unfiltered.body.items).toHaveLength(2);
    expect(unfiltered.body.cursor).toEqual(expect.any(String));
  });

  it('refuses bad input with a French 400, an unknown subscriber with a 404, and anyone but an admin', async () => {
    for (const query of ['status=tous', 'limit=0', 'limit=101', 'tri=email', `q=${'x'.repeat(101)}`, 'cursor=pas-un-curseur']) {
      const res = await asAdmin(`/api/admin/subscribers?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(/[a-zé]/);
    }
    expect(await asAdmin('/api/admin/subscribers?status=tous')).toMatchObject({ body: { error: { message: 'status vaut all, active ou unsubscribed.' } } });

    const id = await (async () => {
      const email = address('input');
      await subscribe(email);
      return idOf(email);
    })();
    for (const json of [{}, { status: 'supprimé' }, { status: 'active', email: 'autre@exemple.ca' }, { unsubscribedAt: '2020-01-01T00:00:00Z' }]) {
      expect((await asAdmin(`/api/admin/subscribers/${id}`, { method: 'PATCH', json })).status, JSON.stringify(json)).toBe(400);
    }
    expect(await asAdmin('/api/admin/subscribers/inconnu', { method: 'PATCH', json: { status: 'active' } })).toMatchObject({ status: 404, body: { error: { message: 'Abonné introuvable.' } } });
    expect((await asAdmin('/api/admin/subscribers/inconnu', { method: 'DELETE' })).status).toBe(404);

    for (const [method, path] of [['GET', '/api/admin/subscribers'], ['GET', '/api/admin/subscribers/stats'], ['DELETE', `/api/admin/subscribers/${id}`]] as const) {
      expect((await api(path, { method })).status).toBe(401);
    }
  });
});
