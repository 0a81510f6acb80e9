import { latestMailTo } from '../support/inbox';
import { runAdmin, signInThroughForm, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, waitForTheApp } from './fixtures';

test('a new administrator signs in with the mailed temporary password, chooses their own and reaches the back office', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('premiere-admin');
  const password = 'Mon-Propre-Passe-2026!';
  await runAdmin({ command: 'create', email, firstName: 'Première', lastName: 'Admin' });
  const invitation = await latestMailTo(process.env.E2E_SES_URL!, email, { match: (m) => m.subject === 'Votre accès au back-office' });
  const temporaryPassword = /mot de passe temporaire : (\S+)/.exec(invitation.body.text ?? '')![1]!;

  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Choisissez votre mot de passe' })).toBeVisible();
  await expect(page.getByText(`Première connexion de ${email}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The pool's policy is said in French before Cognito is asked.
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible();

  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Navigation de l’administration' }).first()).toBeVisible();

  // The chosen password is now the account's: a fresh browser signs in with it, straight to the back office.
  const context = await browser.newContext({ baseURL });
  const other = waitForTheApp(await context.newPage(), baseURL);
  await signInThroughForm(other, { email, password });
  await expect(other).toHaveURL(/\/admin$/);
  await context.close();

  // The run's other specs find the admins as the stack made them.
  await runAdmin({ command: 'revoke', email });
});
