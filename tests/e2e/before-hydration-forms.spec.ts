import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { MORTGAGE_DEFAULTS, monthlyPayment } from '../../shared/properties/mortgage.js';
import type { PropertyDetail } from '../../shared/properties/api.js';
import { formatPrice } from '../../web/src/lib/format.js';
import { uniqueEmail } from './accounts.js';
import { axeViolations } from './axe.js';
import { demoProperty } from './demo-data.js';
import { expect, test, visitorAddress } from './fixtures.js';
import { humanPause } from './forms.js';

/**
 * Issue 29: nothing a visitor types or presses before the app runs is lost. The searches are real GET
 * forms (they work before the app and without JavaScript); a lead form sent early is held and sent once
 * the app runs it, with its bot check intact; typed values survive hydration; the footer's newsletter and
 * the mortgage calculator are in the prerendered HTML.
 *
 * The app is held back (its boot script answered only on `release()`) on a phone's CPU (4× slower): each
 * test acts on the page as the server sent it, and checks that the app had not run yet when it acted.
 */
const CONDO = 'condo-griffintown-1';

type HeldPage = { context: BrowserContext; page: Page; release: () => void; errors: string[] };

async function heldApp(browser: Browser, baseURL: string | undefined): Promise<HeldPage> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('198.51.100') } });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, release, errors };
}

const notHydrated = (page: Page) => expect(page.locator('html[data-hydrated]'), 'the app has not run yet').toHaveCount(0);
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
const isPost = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

let condo: PropertyDetail;
test.beforeAll(async ({ request }) => {
  condo = await demoProperty(request, CONDO);
});

test('a listings search sent before the app runs is the page’s URL, shows the search at once and its results once the app runs', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto('/listings', { waitUntil: 'commit' });
  await page.getByLabel('Recherche', { exact: true }).fill('Griffintown');
  await page.getByLabel('Type de propriété').selectOption('condo');
  await notHydrated(page);
  await page.getByLabel('Recherche', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/listings\?q=Griffintown&type=condo/);
  // The new page keeps what was asked, and does not pass the unfiltered list off as its results, nor the bare
  // page's search as the alert's criteria.
  await expect(page.getByLabel('Recherche', { exact: true })).toHaveValue('Griffintown');
  await expect(page.getByLabel('Type de propriété')).toHaveValue('condo');
  const prerendered = page.locator('[data-prerendered-results]');
  await expect(prerendered).toHaveCount(2);
  for (const part of await prerendered.all()) await expect(part).toBeHidden();
  await notHydrated(page);

  release();
  await hydrated(page);
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('link', { name: condo.title })).toBeVisible();
  for (const card of await results.locator(':scope > li').all()) await expect(card).toContainText(/Griffintown/);
  await expect(page.getByLabel('Recherche', { exact: true })).toHaveValue('Griffintown');
  await expect(page.locator('form[data-alert-source="listings"]')).toContainText('Votre recherche : Condo, « Griffintown »');
  expect(errors).toEqual([]);
  await context.close();
});

test('the home page’s search sent before the app runs opens the listings with its criteria', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('search', { name: 'Trouver une propriété' });
  await hero.getByLabel('Où cherchez-vous ?').fill('Griffintown');
  await hero.getByLabel('Type de propriété').selectOption('condo');
  await notHydrated(page);
  await hero.getByRole('button', { name: 'Rechercher' }).click();

  await expect(page).toHaveURL(/\/listings\?location=Griffintown&type=condo&budget=all$/);
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Retirer le filtre de lieu « Griffintown »' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('link', { name: condo.title })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a valuation form typed and sent before the app runs keeps every value and is sent once, as a person’s', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto('/vendeur-lead', { waitUntil: 'commit' });
  const email = uniqueEmail('avant-app');
  await page.getByLabel('Nom complet *').fill('Marie Tremblay');
  await page.getByLabel('Courriel *').fill(email);
  await page.getByLabel('Téléphone *').fill('(514) 555-0123');
  await page.getByLabel('Adresse de la propriété *').fill('1234, rue Saint-Denis, Montréal');
  await page.getByLabel('Type de propriété').selectOption('condo');
  await page.getByLabel('Votre situation').fill('Nous déménageons à Québec.');
  const posts: Request[] = [];
  page.on('request', (request) => isPost('/api/leads')(request) && posts.push(request));
  // A person takes more than the bot check's 2 s from the first paint to the press.
  await humanPause(page);
  await notHydrated(page);
  const submit = page.getByRole('button', { name: 'Recevoir mon évaluation gratuite' });
  await submit.click();

  // Held: marked busy, nothing sent, nothing lost.
  const form = page.locator('form[data-guarded]').filter({ has: submit });
  await expect(form).toHaveAttribute('data-submit-held', /^\d+$/);
  await expect(form).toHaveAttribute('aria-busy', 'true');
  expect(posts).toHaveLength(0);

  const answered = page.waitForResponse((response) => isPost('/api/leads')(response.request()));
  release();
  const response = await answered;
  expect(response.status()).toBe(201);
  const body = response.request().postDataJSON();
  expect(body).toMatchObject({
    nom: 'Marie Tremblay',
    email,
    telephone: '(514) 555-0123',
    adresse: '1234, rue Saint-Denis, Montréal',
    typeProprietee: 'condo',
    situation: 'Nous déménageons à Québec.',
    website: '',
  });
  // Timed from the first paint to the press: not taken for a bot (under 2 s the lead is silently dropped).
  expect(body.elapsedMs).toBeGreaterThanOrEqual(2000);
  await expect(page.getByText('✅ Demande envoyée !')).toBeVisible();
  await expect(page.getByLabel('Nom complet *')).toHaveValue('');
  await expect(form).not.toHaveAttribute('aria-busy');
  expect(posts, 'sent exactly once').toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('values typed before the app runs survive its first renders', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto('/vendeur-lead', { waitUntil: 'commit' });
  await page.getByLabel('Nom complet *').fill('Marie Tremblay');
  await page.getByLabel('Délai de vente souhaité').selectOption('rapide');
  await notHydrated(page);
  release();
  await hydrated(page);
  // Typing after hydration renders the form again: the early values are now the form's own.
  await page.getByLabel('Courriel *').fill('marie@example.ca');
  await page.getByRole('button', { name: 'Recevoir mon évaluation gratuite' }).click();
  await expect(page.getByLabel('Nom complet *')).toHaveValue('Marie Tremblay');
  await expect(page.getByLabel('Délai de vente souhaité')).toHaveValue('rapide');
  // Only the two fields never typed are missing.
  await expect(page.getByLabel('Téléphone *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nom complet *')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Courriel *')).not.toHaveAttribute('aria-invalid');
  expect(errors).toEqual([]);
  await context.close();
});

test('a page opened from a link with a query it does not render from (a property, a campaign) is hydrated: what was typed and sent before the app runs is kept and sent once', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto(`/contact?propriete=${condo.id}&utm_source=infolettre&utm_medium=courriel`, { waitUntil: 'commit' });
  const email = uniqueEmail('contact-avant-app');
  await page.getByLabel('Nom complet *').fill('Paul Gagnon');
  await page.getByLabel('Courriel *').fill(email);
  await page.getByLabel('Message *').fill('Est-ce que le condo est encore disponible ?');
  const posts: Request[] = [];
  page.on('request', (request) => isPost('/api/leads/contact')(request) && posts.push(request));
  await humanPause(page);
  await notHydrated(page);
  // Not taken for a search: the prerendered page is the page.
  await expect(page.locator('html[data-query]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  expect(posts).toHaveLength(0);

  const answered = page.waitForResponse((response) => isPost('/api/leads/contact')(response.request()));
  release();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Paul Gagnon', email, message: 'Est-ce que le condo est encore disponible ?', propertyId: condo.id });
  await expect(page.getByText('✅ Message envoyé !')).toBeVisible();
  expect(posts, 'sent exactly once').toHaveLength(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('the footer’s newsletter is in the page: an address sent before the app runs is subscribed once', async ({ browser, baseURL }) => {
  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto('/blog', { waitUntil: 'commit' });
  const footer = page.locator('form[data-newsletter-source="footer"]');
  const field = footer.getByLabel('Adresse électronique');
  await field.scrollIntoViewIfNeeded();
  await field.fill(uniqueEmail('infolettre-avant-app'));
  const posts: Request[] = [];
  page.on('request', (request) => isPost('/api/newsletter')(request) && posts.push(request));
  await humanPause(page);
  await notHydrated(page);
  await field.press('Enter');
  await expect(footer).toHaveAttribute('data-submit-held', /^\d+$/);
  expect(posts).toHaveLength(0);

  release();
  await expect(footer.getByText('Abonnement réussi !')).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveValue('');
  expect(posts, 'sent exactly once').toHaveLength(1);
  expect(posts[0]!.postDataJSON().elapsedMs).toBeGreaterThanOrEqual(2000);
  expect(errors).toEqual([]);
  await context.close();
});

test('the mortgage calculator is in the page: a rate typed before the app runs gives its payment', async ({ browser, baseURL, request }) => {
  const html = await (await request.get(`/property/${condo.id}`)).text();
  expect(html, 'the calculator’s fields are prerendered').toContain('Taux d’intérêt annuel (%)');
  expect(html, 'the footer’s newsletter is prerendered').toContain('data-newsletter-source="footer"');

  const { context, page, release, errors } = await heldApp(browser, baseURL);
  await page.goto(`/property/${condo.id}`, { waitUntil: 'commit' });
  const calculator = page.getByRole('region', { name: 'Calculatrice hypothécaire' });
  const rate = calculator.getByLabel('Taux d’intérêt annuel (%)');
  await rate.scrollIntoViewIfNeeded();
  await rate.fill('4');
  await calculator.getByLabel('Période d’amortissement').selectOption('20');
  await notHydrated(page);
  release();
  await hydrated(page);
  const down = Math.round((condo.price * MORTGAGE_DEFAULTS.downPaymentPercent) / 100);
  const expected = formatPrice(monthlyPayment(condo.price - down, 4, 20)).replace(/\s/g, ' ');
  await expect.poll(async () => (await calculator.getByRole('status', { name: 'Paiement mensuel estimé' }).textContent())?.replace(/\s/g, ' ')).toBe(expected);
  await expect(rate).toHaveValue('4');
  expect(errors).toEqual([]);
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listings search and the home page’s search are sent as the URL of the listings, which say how to filter', async ({ page, request }) => {
    await page.goto('/listings');
    await page.getByLabel('Recherche', { exact: true }).fill('Griffintown');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/listings\?q=Griffintown&/);
    // Playwright's switch keeps the parser's scripting flag on, so a <noscript> is never shown here: read the page.
    expect(await (await request.get('/listings?q=Griffintown')).text()).toContain('<noscript><p class="mt-3 text-sm text-slate-700">Sans JavaScript, la liste montre toutes les propriétés');

    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Trouver une propriété' });
    await hero.getByLabel('Où cherchez-vous ?').fill('Laval');
    await hero.getByLabel('Budget').selectOption({ index: 2 });
    await hero.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/listings\?location=Laval&type=all&budget=[\w-]+$/);
  });

  test('the valuation form and the footer’s newsletter are on the page, with no violation', async ({ page }) => {
    await page.goto('/vendeur-lead');
    await expect(page.getByLabel('Nom complet *')).toBeVisible();
    await expect(page.locator('form[data-newsletter-source="footer"]').getByLabel('Adresse électronique')).toBeVisible();
  });
});

test('a page whose app never runs, with a held form: no WCAG 2 A/AA violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await context.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/vendeur-lead');
  await page.getByRole('button', { name: 'Recevoir mon évaluation gratuite' }).click();
  await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
