import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type Route } from '../../shared/http/routes.js';
import { adminToken, api, createUser } from './helpers.js';

/**
 * The access matrix, generated from the route table: every admin route, called by every kind of
 * caller. A new admin route is in it the moment it is declared.
 */
const ADMIN_ROUTES = ROUTES.filter((r) => r.auth === 'admin');
const SIGNED_IN_ROUTES = ROUTES.filter((r) => r.auth === 'user');
const call = (route: Route, token?: string) =>
  api(route.path.replace(/\{(\w+)\+?\}/g, 'matrix-probe'), { method: route.method, token, ...(route.body ? { json: {} } : {}) });

/** cognito-local signs with a key shipped in its package: an expired token with a valid signature can be made. */
function signedLike(token: string, changes: Record<string, unknown>) {
  const require = createRequire(import.meta.url);
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const [header, payload] = token.split('.') as [string, string];
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...changes };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(pem, 'base64url')}`;
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.admin = await adminToken();
  tokens.user = await createUser('matrix-user@example.com', 'Matrix-Passw0rd!');
  tokens.adminGroupWithoutProfile = await createUser('matrix-group@example.com', 'Matrix-Passw0rd!', ['admin']);
  const now = Math.floor(Date.now() / 1000);
  tokens.expired = signedLike(tokens.admin, { iat: now - 7200, exp: now - 3600 });
  tokens.resigned = signedLike(tokens.admin, { exp: now + 3600 });
  const [header, payload, signature] = tokens.admin.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  tokens.forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
});

describe.each(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_key, route) => {
  it('refuses anonymous callers and bad tokens with 401', async () => {
    expect((await call(route)).status).toBe(401);
    expect((await call(route, 'not-a-jwt')).status).toBe(401);
    expect((await call(route, tokens.forged)).status).toBe(401);
    expect((await call(route, tokens.expired)).status).toBe(401);
  });

  it('refuses signed-in users who are not active admins with 403', async () => {
    expect((await call(route, tokens.user)).status).toBe(403);
    expect((await call(route, tokens.adminGroupWithoutProfile)).status).toBe(403);
  });

  it('lets an active admin through', async () => {
    // A well-signed token whose only change is a later expiry still passes: the 401s above are the token's, not the key's.
    for (const token of [tokens.admin!, tokens.resigned!]) {
      const { status } = await call(route, token);
      expect(status, `admin on ${route.operation}`).not.toBe(401);
      expect(status).not.toBe(403);
      expect(status).toBeLessThan(500);
    }
  });
});

describe.each(SIGNED_IN_ROUTES.map((r) => [`${r.method} ${r.path} (signed in)`, r] as const))('%s', (_key, route) => {
  it('refuses anonymous callers and bad tokens with 401, and serves any signed-in account', async () => {
    for (const token of [undefined, 'not-a-jwt', tokens.forged, tokens.expired]) expect((await call(route, token)).status).toBe(401);
    for (const token of [tokens.user, tokens.adminGroupWithoutProfile, tokens.admin]) expect((await call(route, token)).status).toBeLessThan(400);
  });
});

describe('GET /api/me', () => {
  it('says who is an admin: group membership AND an active admin profile, decided by the server', async () => {
    const me = async (token: string) => (await api('/api/me', { token })).body;
    expect(await me(tokens.admin!)).toMatchObject({ email: 'admin@courtage-quebec.ca', firstName: 'Admin', isAdmin: true });
    expect(await me(tokens.user!)).toMatchObject({ isAdmin: false });
    expect(await me(tokens.adminGroupWithoutProfile!)).toMatchObject({ isAdmin: false });
  });
});

it('covers at least the protected routes the table has today', () => {
  expect(ADMIN_ROUTES.map((r) => r.operation)).toEqual(expect.arrayContaining(['listLeads', 'getLead']));
  expect(SIGNED_IN_ROUTES.map((r) => r.operation)).toEqual(['getMe']);
});
