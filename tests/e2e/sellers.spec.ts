import { demoSiteClaims } from '../../infra/local/seed/data/site.js';
import { claimSourceLine } from '../../shared/settings/claims.js';
import { demoTestimonials } from '../../infra/local/seed/data/testimonials.js';
import { uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress, waitForTheApp } from './fixtures';
import { humanPause } from './forms';

/** A visitor of their own: public forms are rate-limited per client address (the gateway reads X-Forwarded-For). */

async function fillRequired(page: Page, email = uniqueEmail('vendeur')) {
  await page.getByLabel('Nom complet *').fill('Marie Tremblay');
  await page.getByLabel('Courriel *').fill(email);
  await page.getByLabel('Téléphone *').fill('(514) 555-0123');
  await page.getByLabel('Adresse de la propriété *').fill('1234, rue Saint-Denis, Montréal');
}

test('the sellers page shows the guarantees, results, active testimonials and the phone line, and passes axe', async ({ page }) => {
  await page.goto('/vendeur-lead');
  await expect(page).toHaveTitle('Vendre votre propriété · Courtage Québec');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendez votre propriété avec nos courtiers');
  // The brokerage's guarantees and figures (Paramètres → Site; the demo's), each figure with its source and date.
  for (const { title, text } of demoSiteClaims.sellerGuarantees) for (const claim of [title, text]) await expect(page.getByText(claim, { exact: true })).toBeVisible();
  for (const figure of demoSiteClaims.sellerFigures) await expect(page.getByText(figure.value, { exact: true })).toBeVisible();
  await expect(page.getByText(claimSourceLine(demoSiteClaims.sellerFigures[0]!), { exact: true }).first()).toBeVisible();
  const active = demoTestimonials.filter((t) => t.active);
  const inactive = demoTestimonials.filter((t) => !t.active);
  await expect(page.getByText(active[0]!.text)).toBeVisible();
  for (const t of inactive) await expect(page.getByText(t.text)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Appeler le (514) 555-0199' })).toHaveAttribute('href', 'tel:+15145550199');
  await expect(page.getByRole('link', { name: 'politique de confidentialité' }).first()).toHaveAttribute('href', '/confidentialite');
  expect(await axeViolations(page)).toEqual([]);
});

test('the valuation form refuses missing fields, then sends, says so and clears', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  await page.goto('/vendeur-lead');
  const submit = page.getByRole('button', { name: 'Recevoir mon évaluation gratuite' });
  await submit.click();
  await expect(page.getByText('Veuillez remplir tous les champs obligatoires').first()).toBeVisible();
  await expect(page.getByLabel('Nom complet *')).toBeFocused();
  await expect(page.getByLabel('Nom complet *')).toHaveAttribute('aria-invalid', 'true');

  await fillRequired(page);
  await page.getByLabel('Type de propriété').selectOption('condo');
  await page.getByLabel('Délai de vente souhaité').selectOption('rapide');
  await page.getByLabel('Prix estimé').fill('650 000 $');
  await humanPause(page);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads');
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads');
  await submit.click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ nom: 'Marie Tremblay', typeProprietee: 'condo', delaiVente: 'rapide', prixEstime: '650 000 $', website: '' });
  expect(body.elapsedMs).toBeGreaterThan(2000);
  expect(body).not.toHaveProperty('situation');
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('✅ Demande envoyée !')).toBeVisible();
  await expect(page.getByText('Nous vous contacterons dans les 24h pour votre évaluation gratuite.')).toBeVisible();
  await expect(page.getByLabel('Nom complet *')).toHaveValue('');
  await expect(page.getByLabel('Type de propriété')).toHaveValue('non-precise');
});

test('the sixth valuation request in a few minutes from one address is refused with the French 429, another address gets through', async ({ page, browser }) => {
  await page.clock.install();
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  await page.goto('/vendeur-lead');
  // The form's clock starts when it shows, which can be after the load event.
  await expect(page.getByLabel('Nom complet *')).toBeVisible();
  await humanPause(page);
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads') statuses.push(r.status());
  });
  for (let i = 1; i <= 6; i++) {
    await fillRequired(page);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads');
    // Enter in a field sends the form: the pointer never rests on the toasts stacked over the button
    // (hovering pauses them, and they would cover it for good).
    await page.getByLabel('Adresse de la propriété *').press('Enter');
    await answered;
    if (i < 6) await expect(page.getByLabel('Nom complet *')).toHaveValue('');
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  await expect(page.getByText('Trop de demandes en peu de temps. Veuillez réessayer dans quelques minutes.')).toBeVisible();
  // Nothing was cleared: the visitor can send it later.
  await expect(page.getByLabel('Nom complet *')).toHaveValue('Marie Tremblay');

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('203.0.113') } });
  const otherPage = waitForTheApp(await other.newPage());
  await otherPage.clock.install();
  await otherPage.goto('/vendeur-lead');
  await fillRequired(otherPage);
  await humanPause(otherPage);
  await otherPage.getByRole('button', { name: 'Recevoir mon évaluation gratuite' }).click();
  await expect(otherPage.getByText('✅ Demande envoyée !')).toBeVisible();
  await other.close();
});

test('a bot filling the honeypot is told it worked, and nothing reaches the API operation', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  await page.goto('/vendeur-lead');
  await fillRequired(page);
  // What a naive bot does: fill every input it finds, hidden or not.
  // The valuation form's own honeypot: the footer's newsletter form has one too.
  await page.getByRole('form', { name: 'Évaluation gratuite de votre propriété' }).locator('input[name="website"]').fill('http://spam.example', { force: true });
  await humanPause(page);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads');
  await page.getByRole('button', { name: 'Recevoir mon évaluation gratuite' }).click();
  const response = await answered;
  expect(response.request().postDataJSON()).toMatchObject({ website: 'http://spam.example' });
  expect(response.status()).toBe(201);
  // The decoy looks like success to the bot (tests/integration/abuse.test.ts proves nothing is stored).
  await expect(page.getByText('✅ Demande envoyée !')).toBeVisible();
});
