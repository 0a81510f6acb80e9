import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import type { AdminCommand } from '../../infra/admin/args.js';
import { runAdminCommand } from '../../infra/admin/run.js';
import { localTarget } from '../../infra/admin/target.js';
import { latestMailTo, mailsTo } from '../support/inbox.js';
import { api, signIn, stack } from './helpers.js';

/**
 * `npm run admin` against the test stack (the same functions the CLI runs, with the stack's endpoints
 * as `--local` finds them for `npm start`): the first admin's whole journey, from the mailed temporary
 * password to the back office, then revoked.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMAIL = 'premiere.admin@exemple.ca';
const OWN_PASSWORD = 'Premiere-Admin-2026!';

const target = () => localTarget({ userPoolId: stack().userPoolId, endpoints: { dynamodb: stack().dynamodb, cognito: stack().cognito, ses: stack().ses } });

async function admin(command: AdminCommand) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(command, target(), { out: (l) => out.push(l), err: (l) => err.push(l) }, { id: 'test' });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const isAdmin = async (token: string) => (await api('/api/me', { token })).body.isAdmin as boolean;
/** The browser's sign-in, through the site's Cognito endpoint (which refuses disabled accounts, as Cognito does). */
const browserSignIn = (email: string, password: string) =>
  fetch(`${stack().url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { __type?: string; ChallengeName?: string } }));

describe('npm run admin (the first administrator)', () => {
  let token = '';
  let temporaryPassword = '';

  it('creates the administrator: the invitation with a temporary password lands in the inbox, never in the output', async () => {
    const created = await admin({ command: 'create', email: ' Premiere.Admin@Exemple.ca ', firstName: 'Première', lastName: 'Admin' });
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain(`Created the administrator ${EMAIL} on the local stack.`);
    expect(created.out).toContain(`local inbox (${stack().ses})`);

    const invitation = await latestMailTo(stack().ses, EMAIL, { match: (m) => m.subject === 'Votre accès au back-office' });
    temporaryPassword = /mot de passe temporaire : (\S+)/.exec(invitation.body.text ?? '')![1]!;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    expect(created.out).not.toContain(temporaryPassword);
  });

  it('is idempotent: a second run changes nothing, says so and sends no second invitation', async () => {
    const again = await admin({ command: 'create', email: EMAIL });
    expect(again).toMatchObject({ code: 0, out: `${EMAIL} is already an active administrator on the local stack: nothing changed.` });
    expect((await mailsTo(stack().ses, EMAIL)).length).toBe(1);
  });

  it('signs in with the temporary password, must choose its own (NEW_PASSWORD_REQUIRED), and is an admin', async () => {
    const first = await cognito().send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: EMAIL, PASSWORD: temporaryPassword } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(first.AuthenticationResult).toBeUndefined();
    const chosen = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: stack().userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: EMAIL, NEW_PASSWORD: OWN_PASSWORD },
      }),
    );
    token = chosen.AuthenticationResult!.AccessToken!;
    expect((await api('/api/me', { token })).body).toMatchObject({ email: EMAIL, firstName: 'Première', lastName: 'Admin', isAdmin: true });
    expect((await api('/api/admin/leads', { token })).status).toBe(200);
    // From now on its own password signs in directly.
    expect(await isAdmin(await signIn(EMAIL, OWN_PASSWORD))).toBe(true);
  });

  it('lists the administrators from the table, with their state and creation date', async () => {
    const listed = await admin({ command: 'list' });
    expect(listed.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(listed.out).toMatch(new RegExp(`^${EMAIL.replace(/\./g, '\\.')}\\s+active\\s+${today}\\s+Première Admin$`, 'm'));
    expect(listed.out).toMatch(/^admin@courtage-quebec\.ca\s+active\s+\d{4}-\d{2}-\d{2}\s+Admin Courtage$/m);
  });

  it('revokes: out of the group, profile deactivated; /api/me says not admin and the site refuses the sign-in', async () => {
    const revoked = await admin({ command: 'revoke', email: EMAIL });
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`Revoked ${EMAIL} on the local stack`);
    expect(await isAdmin(token)).toBe(false);
    expect((await api('/api/admin/leads', { token })).status).toBe(403);
    expect((await browserSignIn(EMAIL, OWN_PASSWORD)).body.__type).toBe('NotAuthorizedException');
    expect((await admin({ command: 'list' })).out).not.toContain(EMAIL);
    // Nothing left to revoke.
    expect(await admin({ command: 'revoke', email: EMAIL })).toMatchObject({ code: 0, out: `${EMAIL} is not an administrator on the local stack: nothing changed.` });
    expect(await admin({ command: 'revoke', email: 'personne@exemple.ca' })).toMatchObject({ code: 1, err: 'No account with the e-mail personne@exemple.ca on the local stack.' });
  });

  it('a re-run for the revoked account makes it an active admin again, its password unchanged', async () => {
    const restored = await admin({ command: 'create', email: EMAIL });
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`${EMAIL} already had an account on the local stack: it is now an active administrator`);
    expect((await browserSignIn(EMAIL, OWN_PASSWORD)).status).toBe(200);
    token = await signIn(EMAIL, OWN_PASSWORD);
    expect(await isAdmin(token)).toBe(true);
    expect((await mailsTo(stack().ses, EMAIL)).length).toBe(1);
  });

  it('refuses to revoke the last active admin (the account service’s rule), then leaves the stack as it found it', async () => {
    const { listAdmins } = await import('../../infra/admin/accounts.js');
    const others = (await listAdmins()).filter((a) => a.isActive && a.email !== EMAIL).map((a) => a.email!);
    expect(others).toContain(stack().admin.email);
    for (const email of others) expect((await admin({ command: 'revoke', email })).code).toBe(0);

    const refused = await admin({ command: 'revoke', email: EMAIL });
    expect(refused).toMatchObject({ code: 1, err: 'Refused: Impossible : il doit rester au moins un administrateur actif.' });
    expect(await isAdmin(await signIn(EMAIL, OWN_PASSWORD))).toBe(true);

    for (const email of others) expect((await admin({ command: 'create', email })).out).toContain('it is now an active administrator');
    expect(await isAdmin(await signIn(stack().admin.email, stack().admin.password))).toBe(true);
    expect((await admin({ command: 'revoke', email: EMAIL })).code).toBe(0);
  });
});

describe('npm run admin (the command line)', () => {
  it('refuses a command line it cannot run with a clear message, the usage and exit code 2', () => {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['infra/admin.ts', 'create', '--local'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('"create" needs --email <e-mail>');
    expect(run.stderr).toContain('npm run admin -- create --email <e-mail>');
    expect(run.stdout).toBe('');
  });
});
