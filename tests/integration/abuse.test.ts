import { describe, expect, it } from 'vitest';
import { RATE_LIMIT, RATE_LIMITED_MESSAGE } from '../../shared/abuse/server/rate-limit.js';
import { adminToken, api, asVisitor, guarded, testRandom } from './helpers.js';

const form = (email: string) => ({
  nom: 'Julie Roy',
  email,
  telephone: '(418) 555-0144',
  adresse: '88 rue des Érables, Québec',
});
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${testRandom().toString(36).slice(2, 8)}@example.com`;
const post = (body: object, headers: Record<string, string>) => api('/api/leads', { method: 'POST', json: body, headers });

describe('abuse guard on public writes (POST /api/leads)', () => {
  it.each([
    ['a filled honeypot', { website: 'http://spam.example', elapsedMs: 9_000 }],
    ['a form sent in 300 ms', { website: '', elapsedMs: 300 }],
    ['no timing at all (a script posting JSON)', {}],
  ])('answers %s like a success but stores nothing', async (_label, guard) => {
    const res = await post({ ...form(uniqueEmail('bot')), ...guard }, asVisitor());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), status: 'new', syncStatus: 'pending' });
    const stored = await api(`/api/admin/leads/${res.body.id}`, { token: await adminToken() });
    expect(stored.status).toBe(404);
  });

  it('never stores the guard fields with the lead', async () => {
    const res = await post(guarded(form(uniqueEmail('person'))), asVisitor());
    expect(res.status).toBe(201);
    const stored = await api(`/api/admin/leads/${res.body.id}`, { token: await adminToken() });
    expect(stored.status).toBe(200);
    expect(stored.body).not.toHaveProperty('website');
    expect(stored.body).not.toHaveProperty('elapsedMs');
  });

  it(`refuses the ${RATE_LIMIT.limit + 1}th request of one address within the window with a French 429, not another address`, async () => {
    const visitor = asVisitor();
    for (let i = 0; i < RATE_LIMIT.limit; i++) expect((await post(guarded(form(uniqueEmail('ip'))), visitor)).status).toBe(201);
    const refused = await post(guarded(form(uniqueEmail('ip'))), visitor);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    expect((await post(guarded(form(uniqueEmail('ip'))), asVisitor())).status).toBe(201);
  });

  it('limits one e-mail across addresses too', async () => {
    const email = uniqueEmail('same');
    for (let i = 0; i < RATE_LIMIT.limit; i++) expect((await post(guarded(form(email)), asVisitor())).status).toBe(201);
    expect((await post(guarded(form(email)), asVisitor())).status).toBe(429);
  });

  it('does not count refused bad input against the visitor', async () => {
    const visitor = asVisitor();
    for (let i = 0; i < RATE_LIMIT.limit + 2; i++) expect((await post(guarded({ ...form(uniqueEmail('bad')), adresse: ' ' }), visitor)).status).toBe(400);
    expect((await post(guarded(form(uniqueEmail('bad'))), visitor)).status).toBe(201);
  });

  it('counts the previous window too: the limit holds across a window boundary', async () => {
    const { rateLimitRepository } = await import('../../shared/abuse/server/repository.js');
    const windowMs = RATE_LIMIT.windowSeconds * 1000;
    const boundary = Math.ceil(Date.now() / windowMs) * windowMs + 7 * windowMs;
    const subjects = [{ kind: 'ip' as const, value: asVisitor()['x-forwarded-for']! }];
    for (let i = 0; i < RATE_LIMIT.limit; i++) expect(await rateLimitRepository.hit('boundary-test', subjects, boundary - 1_000)).toBe(false);
    // One second into the next window, five requests were sent within the last ten minutes.
    expect(await rateLimitRepository.hit('boundary-test', subjects, boundary + 1_000)).toBe(true);
    // Once the previous window has mostly slid out, the visitor may send again.
    expect(await rateLimitRepository.hit('boundary-test', subjects, boundary + windowMs * 0.9)).toBe(false);
  });
});
