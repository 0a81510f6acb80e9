import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { api, signIn, stack } from './helpers.js';

/** Sign-up through cognito-local; its PostConfirmation trigger runs the registered function over the Lambda Invoke API. */
const cognito = () =>
  new CognitoIdentityProviderClient({ endpoint: stack().cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

async function signUpAndConfirm(email: string, password: string) {
  await cognito().send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Chloé' },
        { Name: 'family_name', Value: 'Gagnon' },
      ],
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
}

describe('PostConfirmation trigger', () => {
  it('creates the profile of a confirmed account: role user, active, with the names given at sign-up', async () => {
    await signUpAndConfirm('chloe.gagnon@example.com', 'Chloe-Passw0rd!');
    const token = await signIn('chloe.gagnon@example.com', 'Chloe-Passw0rd!');
    const me = await api('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'chloe.gagnon@example.com', firstName: 'Chloé', lastName: 'Gagnon', isAdmin: false });
  });

  it('never makes anyone an admin, whatever the account claims', async () => {
    await signUpAndConfirm('pretend-admin@example.com', 'Pretend-Passw0rd!');
    const token = await signIn('pretend-admin@example.com', 'Pretend-Passw0rd!');
    expect((await api('/api/me', { token })).body.isAdmin).toBe(false);
    expect((await api('/api/admin/leads', { token })).status).toBe(403);
  });
});
