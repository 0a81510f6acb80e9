import { describe, expect, it } from 'vitest';
import { adminToken, api, signIn, signUpConfirmed, stack } from './helpers.js';

/** The 'Utilisateurs' API: rights and the active flag, kept in step in the profile and the user pool. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const adminId = async () => (await api('/api/me', { token: await adminToken() })).body.userId as string;

describe('accounts in the back office', () => {
  it('refuses to demote or deactivate the last active admin', async () => {
    const id = await adminId();
    for (const json of [{ role: 'user' }, { isActive: false }]) {
      const res = await asAdmin(`/api/admin/users/${id}`, { method: 'PATCH', json });
      expect(res).toMatchObject({ status: 409, body: { error: { message: 'Impossible : il doit rester au moins un administrateur actif.' } } });
    }
    expect((await api('/api/me', { token: await adminToken() })).body.isAdmin).toBe(true);
  });

  it('grants admin rights (profile and group together), then revokes them, each change audited', async () => {
    const email = 'promue@example.com';
    let token = await signUpConfirmed(email, 'Promue-Passw0rd!');
    const { userId } = (await api('/api/me', { token })).body;
    expect((await asAdmin('/api/admin/users?limit=100')).body.items.map((p: { userId: string }) => p.userId)).toContain(userId);

    expect(await asAdmin(`/api/admin/users/${userId}`, { method: 'PATCH', json: { role: 'admin' } })).toMatchObject({ status: 200, body: { role: 'admin', isActive: true } });
    // A new token carries the group the user pool now has.
    token = await signIn(email, 'Promue-Passw0rd!');
    expect((await api('/api/me', { token })).body.isAdmin).toBe(true);
    expect((await api('/api/admin/leads', { token })).status).toBe(200);

    // With two active admins, the first one may now be demoted by the new one, and back.
    const first = await adminId();
    expect((await api(`/api/admin/users/${first}`, { method: 'PATCH', json: { role: 'user' }, token })).status).toBe(200);
    expect((await api(`/api/admin/users/${first}`, { method: 'PATCH', json: { role: 'admin' }, token })).status).toBe(200);

    expect((await asAdmin(`/api/admin/users/${userId}`, { method: 'PATCH', json: { role: 'user' } })).status).toBe(200);
    token = await signIn(email, 'Promue-Passw0rd!');
    expect((await api('/api/me', { token })).body.isAdmin).toBe(false);
    expect((await api('/api/admin/leads', { token })).status).toBe(403);

    const audit = (await asAdmin('/api/admin/audit?limit=10')).body.items.filter((e: { entityId: string }) => e.entityId === userId);
    expect(audit.map((e: { changes: { role?: unknown } }) => e.changes.role)).toEqual([{ from: 'admin', to: 'user' }, { from: 'user', to: 'admin' }]);
  });

  it('deactivates an account: it can no longer sign in from the site, until reactivated', async () => {
    const email = 'desactive@example.com';
    const token = await signUpConfirmed(email, 'Desactive-Passw0rd!');
    const { userId } = (await api('/api/me', { token })).body;
    // The browser signs in through the site's Cognito endpoint, as Amplify does.
    const browserSignIn = () =>
      fetch(`${stack().url}/cognito`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: 'Desactive-Passw0rd!' } }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { __type?: string; message?: string } }));
    expect((await browserSignIn()).status).toBe(200);

    expect(await asAdmin(`/api/admin/users/${userId}`, { method: 'PATCH', json: { isActive: false } })).toMatchObject({ status: 200, body: { isActive: false } });
    expect(await browserSignIn()).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'User is disabled.' } });

    expect((await asAdmin(`/api/admin/users/${userId}`, { method: 'PATCH', json: { isActive: true } })).status).toBe(200);
    expect((await browserSignIn()).status).toBe(200);
  });

  it('refuses unknown accounts, empty changes and fields an admin may not set', async () => {
    expect((await asAdmin('/api/admin/users/inconnu', { method: 'PATCH', json: { role: 'admin' } })).status).toBe(404);
    const id = await adminId();
    expect(await asAdmin(`/api/admin/users/${id}`, { method: 'PATCH', json: {} })).toMatchObject({ status: 400, body: { error: { message: 'Aucune modification à enregistrer.' } } });
    for (const json of [{ role: 'superadmin' }, { email: 'x@y.ca' }, { userId: 'x' }]) {
      expect((await asAdmin(`/api/admin/users/${id}`, { method: 'PATCH', json })).status).toBe(400);
    }
    expect(stack().admin.email).toBe('admin@courtage-quebec.ca');
  });
});
