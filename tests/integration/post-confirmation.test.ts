import { describe, expect, it } from 'vitest';
import { api, signUpConfirmed } from './helpers.js';

/** Sign-up through cognito-local; its PostConfirmation trigger runs the registered function over the Lambda Invoke API. */
describe('PostConfirmation trigger', () => {
  it('creates the profile of a confirmed account: role user, active, with the names given at sign-up', async () => {
    const token = await signUpConfirmed('chloe.gagnon@example.com', 'Chloe-Passw0rd!');
    const me = await api('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'chloe.gagnon@example.com', firstName: 'Chloé', lastName: 'Gagnon', isAdmin: false });
  });

  it('never makes anyone an admin, whatever the account claims', async () => {
    const token = await signUpConfirmed('pretend-admin@example.com', 'Pretend-Passw0rd!');
    expect((await api('/api/me', { token })).body.isAdmin).toBe(false);
    expect((await api('/api/admin/leads', { token })).status).toBe(403);
  });
});
