import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Listings a visitor can order and read (issue 28 item 5): « Trier par », « À vendre » / « À louer », the
 * « Prix réduit » chip for 14 days after a lower price and the property page's « Historique des prix ». Reads the
 * demo only.
 */
const hydrated = (page: import('@playwright/test').Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
const cardPrices = async (page: import('@playwright/test').Page) =>
  (await page.getByRole('list', { name: 'Résultats de la recherche' }).locator('article p.text-2xl').allTextContents()).map((t) => amount(t.split('$')[0]!));

test('sort the listings by price, then show the rentals with their monthly rents', async ({ page }) => {
  await page.goto('/listings');
  await hydrated(page);
  await page.getByLabel('Trier par').selectOption({ label: 'Prix croissant' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 2 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  }).toBe(true);

  await page.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 2 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
  }).toBe(true);

  await page.getByRole('navigation', { name: 'Vente ou location' }).getByRole('link', { name: 'À louer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Propriétés à louer');
  await expect(page).toHaveURL(/transaction=rent/);
  const rentals = demoProperties.filter((p) => p.transactionType === 'rent' && p.isActive);
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('article')).toHaveCount(rentals.length);
  await expect(results.getByRole('article').first()).toContainText('$/mois');
  // The budget offers monthly rents.
  await expect(page.getByLabel('Loyer mensuel').locator('option', { hasText: 'Moins de 1 500 $ par mois' })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // A rentals search that finds nothing: resetting its filters keeps it a rentals search.
  await page.goto('/listings?transaction=rent&type=chalet');
  await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/listings\?transaction=rent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Propriétés à louer');
  await expect(page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article')).toHaveCount(rentals.length);

  await page.getByRole('navigation', { name: 'Vente ou location' }).getByRole('link', { name: 'À vendre' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Propriétés à vendre');
  await expect(page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article').first()).not.toContainText('$/mois');
});

test('a rental page says its monthly rent and leaves out the buyer’s figures', async ({ page }) => {
  const rental = demoProperties.find((p) => p.transactionType === 'rent')!;
  await page.goto(`/property/${demoId('property', rental.key)}`);
  await expect(page.getByRole('heading', { name: 'Loyer demandé' })).toBeVisible();
  await expect(page.getByText('2 150 $/mois', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Détails financiers' })).toHaveCount(0);
  await expect(page.getByText('Taxe de bienvenue', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Calculatrice hypothécaire' })).toHaveCount(0);
});

test('a lower price shows « Prix réduit » for 14 days, and the page keeps the dated prices', async ({ page }) => {
  const recent = demoProperties.find((p) => p.priceCut && p.priceCut.daysAgo < 14)!;
  const older = demoProperties.find((p) => p.priceCut && p.priceCut.daysAgo >= 14)!;

  await page.goto(`/listings?q=${encodeURIComponent(recent.title)}`);
  const card = page.getByRole('article').filter({ hasText: recent.title });
  await expect(card).toContainText('Prix réduit');

  await page.goto(`/property/${demoId('property', recent.key)}`);
  await expect(page.getByRole('banner').or(page.locator('header')).getByText('Prix réduit', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique des prix' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText(/Baisse de 20\s000\s\$/);
  await expect(history.getByRole('row').nth(2)).toContainText('Inscription');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/property/${demoId('property', older.key)}`);
  await expect(page.getByRole('region', { name: 'Historique des prix' })).toBeVisible();
  await expect(page.getByText('Prix réduit', { exact: true })).toHaveCount(0);
});

test('the map and the sentence search find the rentals when asked', async ({ page }) => {
  const rentals = demoProperties.filter((p) => p.transactionType === 'rent' && p.isActive);
  // Montréal and Québec in one view: both demo rentals are in it.
  await page.goto('/carte?lat=46.2&lng=-72.4&zoom=7');
  await page.getByLabel('Vente ou location').selectOption({ label: 'À louer' });
  await expect(page).toHaveURL(/transaction=rent/);
  await expect(page.getByRole('region', { name: 'Carte des propriétés à louer' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Propriétés de la zone affichée' });
  await expect.poll(async () => (await list.getByRole('article').getByRole('heading').allTextContents()).sort()).toEqual(rentals.map((p) => p.title).sort());
  await expect(list.getByRole('article').first()).toContainText('$/mois');

  await page.goto(`/search?q=${encodeURIComponent('maison à louer')}`);
  await expect(page.getByRole('button', { name: 'Retirer le filtre « À louer »' })).toBeVisible();
  const house = rentals.find((p) => p.propertyType === 'maison')!;
  await expect(page.getByRole('article').filter({ hasText: house.title })).toContainText('$/mois');
});
