import { mailsTo, latestMailTo } from '../support/inbox.js';
import { uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, visitorAddress } from './fixtures';
import { humanPause } from './forms';

/**
 * Saved searches (issue 28): a visitor creates an alert from the listings page's search, confirms it from the
 * inbox, manages it on « Gérer mes alertes » without an account, and stops it.
 */
test('create an alert from the listings, confirm it from the inbox, manage it, delete it', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('198.51.100') });
  const email = uniqueEmail('alerte');
  await page.goto('/listings?type=condo&location=Laval&budget=300000-500000');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  await page.getByText('Créer une alerte', { exact: true }).click();
  const form = page.locator('form[data-alert-source="listings"]');
  // The search on screen is the alert's.
  await expect(form).toContainText(/Votre recherche : Condo, à Laval, de 300\s000\s\$ à 500\s000\s\$/);
  await expect(form).toContainText('Rien ne vous sera envoyé avant que vous ne confirmiez votre adresse.');
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Courriel').fill('pas-un-courriel');
  await form.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide.');

  await form.getByLabel('Courriel').fill(email);
  await form.getByLabel('Fréquence').selectOption({ label: 'Une fois par jour' });
  await humanPause(page);
  await form.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(form.getByRole('status')).toContainText('Vérifiez votre boîte courriel.');

  const mail = await latestMailTo(process.env.E2E_SES_URL!, email);
  expect(mail.subject).toBe('Confirmez votre alerte immobilière – Courtage Québec');
  const link = /https?:\/\/\S+\/alertes\?confirmer=[^\s"<]+/.exec(mail.body.text ?? '')?.[0];
  expect(link, 'the confirmation mail carries its link').toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveTitle('Mes alertes · Courtage Québec');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre alerte est activée. Vous recevrez les propriétés qui correspondent à vos critères.');
  // The address becomes the management link: a reload keeps the list.
  await expect(page).toHaveURL(/\/alertes\?token=/);
  const alert = page.getByRole('listitem').filter({ hasText: 'Condo, à Laval' });
  await expect(alert).toContainText('Active');
  await expect(alert.getByLabel('Fréquence')).toHaveValue('daily');
  expect(await axeViolations(page)).toEqual([]);

  await alert.getByLabel('Fréquence').selectOption({ label: 'Une fois par semaine' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Alerte mise à jour.');
  await alert.getByRole('button', { name: 'Suspendre' }).click();
  await expect(alert).toContainText('En pause');
  await page.reload();
  await expect(alert.getByLabel('Fréquence')).toHaveValue('weekly');
  await alert.getByRole('button', { name: 'Reprendre' }).click();
  await expect(alert).toContainText('Active');

  await page.getByRole('button', { name: 'Supprimer toutes mes alertes' }).click();
  await page.getByRole('button', { name: 'Oui, tout supprimer' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Toutes vos alertes sont supprimées.');
  await expect(page.getByText('Vous n’avez aucune alerte.', { exact: false })).toBeVisible();
  // One mail only: the confirmation.
  expect(await mailsTo(process.env.E2E_SES_URL!, email)).toHaveLength(1);
});

test('a bad or incomplete alert link says so in French, and passes axe', async ({ page }) => {
  await page.goto('/alertes?token=pas-un-jeton');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide');
  await expect(page.getByText('Ce lien d’alerte est invalide ou expiré.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/alertes');
  await expect(page.getByText('Ce lien est incomplet.', { exact: false })).toBeVisible();
});
