import { axeViolations } from './axe';
import { admin, createAccount, signInAsAdmin, signInAsAdminThroughForm, signInThroughForm, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';
import { latestCodeFor } from '../support/inbox';

test.describe('accounts and the admin guard', () => {
  test('a visitor entering /admin is sent to /auth, and Amplify is never downloaded before', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /amplify|admin|auth-page/i.test(url))).toEqual([]);

    const noindex = page.locator('head meta[name="robots"][content="noindex"]');
    await expect(noindex).toHaveCount(0);
    await page.goto('/admin/properties');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
    // The sign-in page is kept out of search engines, and the public pages are not.
    await expect(noindex).toHaveCount(1);
    await expect(page).toHaveTitle('Connexion · Courtage Québec');
    await expect(page.getByRole('tab', { name: 'Inscription' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The tabs are keyboard-operable (arrows move the selection and the focus).
    await page.getByRole('tab', { name: 'Connexion' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Inscription' })).toBeFocused();
    await expect(page.getByLabel('Prénom')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an admin signs in, keeps the session on reload, sees the admin menu and signs out', async ({ page }) => {
    await signInAsAdminThroughForm(page);
    const sidebar = page.getByRole('navigation', { name: 'Navigation de l’administration' }).first();
    for (const label of ['Tableau de bord', 'Propriétés', 'Courtiers', 'Leads', 'Demandes de visite', 'Abonnés', 'Blog', 'Témoignages', 'Analytiques', 'Paramètres']) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(sidebar).toBeVisible();

    // Signed in, /auth sends the admin back to the back office.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);

    // The public side menu: the Admin entry and the 'Compte Admin' block come from GET /api/me.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Compte Admin' })).toBeVisible();
    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page.getByText('Déconnexion réussie')).toBeVisible();
    await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the sidebar collapses, and at 375 px the sections are in a menu', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Réduire le menu' }).click();
    await expect(page.getByRole('button', { name: 'Déployer le menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Propriétés' }).first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Ouvrir le menu d’administration' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation de l’administration' });
    await menu.getByRole('link', { name: 'Paramètres' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a signed-in account without admin rights is sent home and has no Admin entry', async ({ page }) => {
    const account = await createAccount(uniqueEmail('visiteur'));
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'Compte Admin' })).toHaveCount(0);
  });

  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Courriel').fill(admin().email);
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Erreur de connexion')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('an expired access token is refreshed: the admin stays signed in', async ({ page }) => {
  await signInAsAdminThroughForm(page);
  // Age the stored access token: Amplify must use the refresh token, or /api/me would refuse the forged one.
  const replaced = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.accessToken'));
    if (!key) return false;
    const [header, payload] = localStorage.getItem(key)!.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const aged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(key, `${header}.${aged}.invalid-signature`);
    return true;
  });
  expect(replaced).toBe(true);
  const me = page.waitForResponse((response) => response.url().endsWith('/api/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Navigation de l’administration' }).first()).toBeVisible();
});

test('a visitor signs up, confirms with the e-mailed code and is signed in', async ({ page }) => {
  const email = uniqueEmail('inscription');
  const password = 'Nouveau-Compte-2026!';
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  // Law 25: the form says what the data is for and where the policy is.
  await expect(page.getByText('Votre courriel et votre nom servent uniquement à gérer votre compte')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
  await page.getByLabel('Prénom').fill('Chloé');
  await page.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await page.getByLabel('Courriel').fill(email);
  // The user pool's policy is said in French before Cognito is asked.
  await page.getByLabel('Mot de passe').fill('court');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible();
  await page.getByLabel('Mot de passe').fill(password);
  const sentAfter = new Date();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre email pour confirmer votre compte.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirmez votre adresse courriel' })).toBeVisible();

  await page.getByLabel('Code de confirmation').fill('000000');
  await page.getByRole('button', { name: 'Confirmer mon compte' }).click();
  await expect(page.getByText('Ce code de confirmation est invalide.')).toBeVisible();

  // The code reaches the local inbox the way Cognito's mail would.
  const code = await latestCodeFor(process.env.E2E_SES_URL!, email, { since: sentAfter });
  await page.getByLabel('Code de confirmation').fill(code);
  await page.getByRole('button', { name: 'Confirmer mon compte' }).click();
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  // Not an admin: the guard sends the new account home; the side menu offers 'Déconnexion'.
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu principal' }).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
});
