import { createAccount, runAdmin, signInThroughForm, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { currentTotp, wrongTotp } from './totp';

async function signOutFromBackOffice(page: Page) {
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
}

async function submitPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an admin enrols an authenticator app from « Mon compte », then signs in with password and code', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await createAccount(uniqueEmail('admin-2fa'), 'Deux-Facteurs-2026!', { first: 'Camille', last: 'Gagnon' });
  await runAdmin({ command: 'create', email: account.email });

  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/admin$/);
  // « Mon compte » is with the account at the foot of the sidebar, not one of the spec's ten entries.
  const sidebar = page.getByRole('navigation', { name: 'Navigation de l’administration' }).first();
  await expect(sidebar.getByRole('link', { name: 'Mon compte' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Authentification à deux facteurs' });
  await expect(section.getByText('Statut : désactivée')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Enrolment: the QR code, and the same secret as text for typing by hand (read here like a person would).
  await section.getByRole('button', { name: 'Activer' }).click();
  await expect(section.getByRole('heading', { name: 'Configurer votre application d’authentification' })).toBeFocused();
  await expect(section.getByRole('img', { name: 'Code QR de configuration pour votre application d’authentification' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const codeField = section.getByLabel('Code à 6 chiffres affiché par l’application');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');

  // Said in French before Cognito is asked, then Cognito's refusal of a wrong code.
  await codeField.fill('12');
  await section.getByRole('button', { name: 'Vérifier et activer' }).click();
  await expect(section.getByText('Le code compte 6 chiffres.')).toBeVisible();
  await codeField.fill(wrongTotp(secret));
  await section.getByRole('button', { name: 'Vérifier et activer' }).click();
  await expect(section.getByText('Code incorrect')).toBeVisible();
  await expect(codeField).toBeFocused();
  await expect(section.getByText('Statut : désactivée')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await codeField.fill(currentTotp(secret));
  await section.getByRole('button', { name: 'Vérifier et activer' }).click();
  await expect(page.getByText('Authentification à deux facteurs activée')).toBeVisible();
  await expect(section.getByText('Statut : activée')).toBeVisible();
  await expect(section.getByTestId('totp-secret')).toHaveCount(0);

  // The status is Cognito's, not the page's memory.
  await page.reload();
  await expect(section.getByText('Statut : activée')).toBeVisible();
  await signOutFromBackOffice(page);

  // The password alone no longer signs in: the app's code is asked.
  await submitPassword(page, account);
  await expect(page.getByRole('heading', { name: 'Authentification à deux facteurs' })).toBeVisible();
  const signInCode = page.getByLabel('Code de l’application d’authentification');
  await expect(signInCode).toBeFocused();
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);

  await signInCode.fill(wrongTotp(secret));
  await page.getByRole('button', { name: 'Vérifier et me connecter' }).click();
  await expect(page.getByText('Code incorrect')).toBeVisible();
  await expect(signInCode).toBeFocused();
  await expect(page).toHaveURL(/\/auth$/);

  // Another try in the same sign-in, with the right code.
  await signInCode.fill(currentTotp(secret));
  await page.getByRole('button', { name: 'Vérifier et me connecter' }).click();
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // Turned off (confirmed): the password alone signs in again.
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await section.getByRole('button', { name: 'Désactiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Désactiver l’authentification à deux facteurs' });
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Authentification à deux facteurs désactivée')).toBeVisible();
  await expect(section.getByText('Statut : désactivée')).toBeVisible();
  await signOutFromBackOffice(page);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/admin$/);

  // The run's other specs find the admins as the stack made them.
  await runAdmin({ command: 'revoke', email: account.email });
});
