import { demoSiteClaims } from '../../infra/local/seed/data/site.js';
import { claimSourceLine } from '../../shared/settings/claims.js';
import { formatPrice } from '../../shared/format.js';
import { latestMailTo } from '../support/inbox.js';
import { uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress } from './fixtures';
import { humanPause } from './forms';

/** A visitor of their own: public forms are rate-limited per client address (the gateway reads X-Forwarded-For). */
const newsletterForm = (page: Page, source: string) => page.locator(`form[data-newsletter-source="${source}"]`);

test('footer: subscribe, already subscribed, unsubscribe from the welcome mail link, subscribe again', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  const email = uniqueEmail('infolettre');
  const sentAfter = new Date(Date.now() - 1000);
  await page.goto('/');
  // The footer's form loads when the footer comes near the viewport.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const footer = newsletterForm(page, 'footer');
  const field = footer.getByLabel('Adresse électronique');
  const submit = footer.getByRole('button', { name: "S'abonner" });
  await expect(field).toHaveAttribute('type', 'email');
  await expect(submit).toBeDisabled();
  await field.fill('   ');
  await expect(submit).toBeDisabled();
  await expect(footer).toContainText('retirer votre consentement en tout temps');
  await expect(footer.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');

  await field.fill('pas-un-courriel');
  await submit.click();
  await expect(footer.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide.');

  // Trimmed before sending; cleared once subscribed.
  await field.fill(`  ${email}  `);
  await humanPause(page);
  await submit.click();
  await expect(footer.getByRole('status')).toHaveText('Abonnement réussi ! Merci de vous être abonné à notre newsletter.');
  await expect(field).toHaveValue('');

  await field.fill(email);
  await submit.click();
  await expect(footer.getByRole('status')).toHaveText('Déjà abonné');

  const welcome = await latestMailTo(process.env.E2E_SES_URL!, email, { since: sentAfter });
  const link = /https?:\/\/\S+\/desabonnement\?token=[^\s"<]+/.exec(welcome.body.text ?? '')?.[0];
  expect(link, 'the welcome mail carries the unsubscribe link').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveTitle('Désabonnement · Courtage Québec');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désabonné');
  expect(await axeViolations(page)).toEqual([]);

  // Opening the link again is the same success.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désabonné');

  const again = newsletterForm(page, 'desabonnement');
  await again.getByLabel('Adresse électronique').fill(email);
  await humanPause(page);
  await again.getByRole('button', { name: 'Me réabonner' }).click();
  await expect(again.getByRole('status')).toContainText('Réabonnement réussi !');
});

test('a bad or incomplete unsubscribe link says so in French, and passes axe', async ({ page }) => {
  await page.goto('/desabonnement?token=pas-un-jeton');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désabonnement impossible');
  await expect(page.getByText('Ce lien de désabonnement est invalide ou expiré.', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/desabonnement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désabonnement impossible');
  await expect(page.getByText('Ce lien de désabonnement est incomplet.', { exact: false })).toBeVisible();
});

test('the finance-takeover page shows its figures; the Alerte VIP saves a search of repossessions in a keyboard dialog', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  await page.goto('/reprise-finance');
  await expect(page).toHaveTitle('Reprises de Finance au Québec · Courtage Québec');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reprises de Finance au Québec');
  const main = page.getByRole('main');
  // The brokerage's market figures (Paramètres → Site; the demo's), each with its source and date; no figure of its own.
  for (const figure of demoSiteClaims.marketFigures) {
    await expect(main.getByText(figure.value, { exact: true })).toBeVisible();
    await expect(main.getByText(claimSourceLine(figure), { exact: true }).first()).toBeVisible();
  }
  for (const invented of ['10 à 20 %', formatPrice(485_000)]) await expect(main.getByText(invented)).toHaveCount(0);
  for (const heading of ['Notre méthodologie', 'Pourquoi les reprises de finance sont-elles recherchées ?', 'Soyons réalistes', 'Soyez le premier informé'])
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const opener = main.getByRole('button', { name: "S'inscrire à l'Alerte VIP" }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "S'inscrire à l'Alerte VIP" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toContainText('Votre recherche : Toutes les propriétés, en reprise de finance');
  const email = uniqueEmail('alerte-vip');
  await dialog.getByLabel('Courriel').fill(email);
  await humanPause(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/alerts') && request.method() === 'POST');
  await dialog.getByRole('button', { name: "S'inscrire à l'Alerte VIP" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ source: 'alerte-vip', criteria: { saleContext: 'reprise_finance' } });
  await expect(dialog.getByRole('status')).toContainText('Vérifiez votre boîte courriel.');
  // Double opt-in, like every alert: the confirmation mail, nothing else.
  const mail = await latestMailTo(process.env.E2E_SES_URL!, email);
  expect(mail.subject).toBe('Confirmez votre alerte immobilière – Courtage Québec');
});
