import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminCommand } from '../../infra/admin/args.js';
import { runAdminCommand } from '../../infra/admin/run.js';
import { localTarget } from '../../infra/admin/target.js';
import { expect, test, testRandom, type Page } from './fixtures';

/** The stack's admin account (tests/e2e/global-setup.ts puts it in the environment). */
export const admin = () => ({ email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });

/** `npm run admin` as an operator runs it, against this run's stack (what `--local` finds for `npm start`). */
export async function runAdmin(command: AdminCommand) {
  const target = localTarget({
    userPoolId: process.env.E2E_USER_POOL_ID!,
    endpoints: { dynamodb: process.env.E2E_DYNAMODB_URL!, cognito: process.env.E2E_COGNITO_URL!, ses: process.env.E2E_SES_URL! },
  });
  const lines: string[] = [];
  const code = await runAdminCommand(command, target, { out: (l) => lines.push(l), err: (l) => lines.push(l) }, { id: 'e2e' });
  expect(code, lines.join('\n')).toBe(0);
}

const cognito = () =>
  new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });

/** A visitor's own account, signed up and confirmed (the PostConfirmation trigger makes its profile): no rights. */
export async function createAccount(email: string, password = 'Visiteur-2026!', names = { first: 'Léa', last: 'Tremblay' }) {
  await cognito().send(
    new SignUpCommand({
      ClientId: process.env.E2E_USER_POOL_CLIENT_ID!,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: names.first },
        { Name: 'family_name', Value: names.last },
      ],
    }),
  );
  await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.E2E_USER_POOL_ID!, Username: email }));
  return { email, password };
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(testRandom() * 1e6)}@exemple.ca`;

/** Signs in through /auth like a person would, and waits for where the app sends them. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie')).toBeVisible();
}

/** The admin's session (Amplify keeps its tokens in localStorage), signed in once per worker through the form. */
let adminSession: Record<string, string> | undefined;

/**
 * The admin, signed in, on `path` of the back office (its first screen by default). The first call signs in
 * through /auth; later ones give the page the same session before it loads, and open `path` at once
 * (auth.spec.ts proves the form, the reload and the sign-out, each with a session of its own). Given once per
 * tab: a test that signs out stays signed out on reload.
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  if (!adminSession) {
    await signInAsAdminThroughForm(page);
    adminSession = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('CognitoIdentityServiceProvider.'))));
    if (path === '/admin') return;
  } else {
    await page.addInitScript((session) => {
      if (location.origin !== session.origin || sessionStorage.getItem('e2e:admin-session')) return;
      sessionStorage.setItem('e2e:admin-session', '1');
      for (const [key, value] of Object.entries(session.items)) localStorage.setItem(key, value);
    }, { origin: new URL(test.info().project.use.baseURL!).origin, items: adminSession });
  }
  await page.goto(path);
  if (path === '/admin') await onTheBackOffice(page);
  else await expect(adminNavigation(page)).toBeVisible();
}

/** Signs the admin in through /auth with a session of its own (for tests of signing in and out). */
export async function signInAsAdminThroughForm(page: Page) {
  await signInThroughForm(page, admin());
  await onTheBackOffice(page);
}

const adminNavigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation de l’administration' }).first();

async function onTheBackOffice(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(adminNavigation(page)).toBeVisible();
}

/** Calls the admin API from a signed-in page, with the token Amplify keeps in local storage. */
export async function adminApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => /^CognitoIdentityServiceProvider\..+\.accessToken$/.test(name));
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
