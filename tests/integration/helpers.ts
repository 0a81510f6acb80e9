import path from 'node:path';
import { expect, inject } from 'vitest';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  SignUpCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { seededRandom } from '../support/seeded-random.js';

export const stack = () => inject('stack');

/**
 * Points this test process's AWS SDK at the stack's DynamoDB Local, for tests that call repositories
 * or consumers directly (as a redelivery or an admin service would). Import those modules after it.
 */
export function useStackTable() {
  Object.assign(process.env, {
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_ENDPOINT_URL_DYNAMODB: stack().dynamodb,
    TABLE_NAME: 'brokerage',
  });
}

export async function api(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${stack().url}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

const cognito = () =>
  new CognitoIdentityProviderClient({ endpoint: stack().cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

export async function signIn(email: string, password: string) {
  const out = await cognito().send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

export const adminToken = () => signIn(stack().admin.email, stack().admin.password);

/** A self-signed-up user: valid token, not an admin. */
export async function createUser(email: string, password: string, groups: string[] = []) {
  const { userPoolId } = stack();
  await cognito().send(new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
  await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  for (const group of groups) await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }));
  return signIn(email, password);
}

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

/**
 * Resolves once the stack has settled: every outbox item written so far relayed to the bus and every
 * consumer run it led to finished, chains included (infra/local/stack.ts `/_local/settled`). The proof
 * that something did NOT happen, without sleeping.
 */
export async function settled() {
  const res = await fetch(`${stack().url}/_local/settled`);
  if (res.status !== 204) throw new Error(`/_local/settled answered ${res.status}`);
}

/** A visitor's own sign-up, confirmed: the PostConfirmation trigger creates the profile. Returns a token. */
export async function signUpConfirmed(email: string, password: string, names = { first: 'Chloé', last: 'Gagnon' }) {
  await cognito().send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: names.first },
        { Name: 'family_name', Value: names.last },
      ],
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: stack().userPoolId, Username: email }));
  return signIn(email, password);
}

/** A public write body as a person's browser sends it (shared/abuse/form-guard.ts): empty honeypot, seconds on screen. */
export const guarded = <T extends object>(body: T) => ({ ...body, website: '', elapsedMs: 5_000 });

/** The running test file, as a seed: relative, so the same on every machine. */
const testFile = () => path.relative(process.cwd(), expect.getState().testPath ?? '');

const generators = new Map<string, () => number>();
/**
 * The running test's random number in [0, 1), instead of Math.random: seeded from its file and name, so an
 * input that made it fail comes back on a rerun. Successive calls in one test differ.
 */
export function testRandom(): number {
  const seed = `${testFile()} › ${expect.getState().currentTestName ?? ''}`;
  let next = generators.get(seed);
  if (!next) generators.set(seed, (next = seededRandom(seed)));
  return next();
}

let visitorCounter = 0;
let fileOffset: number | undefined;
/**
 * Headers of a distinct visitor: public writes are rate-limited per client address, which the local
 * gateway reads from X-Forwarded-For like CloudFront names the viewer. Pass `n` to reuse one visitor.
 * Each test file counts from an offset of its own (seeded from its path): the files share one stack.
 */
export const asVisitor = (n = ++visitorCounter + (fileOffset ??= Math.floor(seededRandom(testFile())() * 1e6))) => ({
  'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
});
