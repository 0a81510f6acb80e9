import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { axeViolations } from './axe.js';
import { expect, test, type Page } from './fixtures.js';

/** Result cards of /search (each card is an <article> inside the labelled results list). */
const resultCards = (page: Page) => page.getByRole('list', { name: 'Propriétés correspondantes' }).getByRole('article');
const chips = (page: Page) => page.getByRole('list', { name: 'Ce que la recherche a compris' }).getByRole('listitem');
const sentence = 'condo 2 chambres à Laval moins de 600 000 $ avec garage';
const lavalCondo = demoProperties.find((p) => p.key === 'condo-laval-1')!;
/** « Créer une alerte » for the understood search (issue 28), offered only when an alert can hold all of it. */
const alertForm = (page: Page) => page.locator('form[data-alert-source="search"]');

test('a plain-French sentence becomes removable filter chips and the matching cards; removing a chip broadens, back restores it', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche IA' })).toBeVisible();
  await expect(page.getByText('Ce n’est pas un robot conversationnel')).toBeVisible();

  await page.getByLabel('Votre recherche').fill(sentence);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(sentence).replace(/%20/g, '\\+').replace(/[$()]/g, '\\$&')}$`));

  await expect(chips(page)).toHaveText([/^Type : Condo/, /^Lieu : Laval/, /^2 chambres et plus/, /^Jusqu’à 600\s000\s\$/, /^Garage/]);
  await expect(resultCards(page)).toHaveCount(1);
  await expect(resultCards(page).getByRole('link', { name: lavalCondo.title })).toHaveAttribute('href', /^\/property\/[\w-]+$/);
  await expect(page.getByRole('status').filter({ hasText: '1 propriété correspond à votre recherche' })).toBeVisible();
  // A garage is not an alert's criterion: no alert that would be broader than the search.
  await expect(alertForm(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Without the place, every condo of 2 bedrooms or more under 600 000 $ with a garage matches.
  await page.getByRole('button', { name: 'Retirer le filtre « Lieu : Laval »' }).click();
  await expect(page).toHaveURL(/&sans=location$/);
  await expect(chips(page)).toHaveCount(4);
  await expect.poll(() => resultCards(page).count()).toBeGreaterThan(1);
  for (const card of await resultCards(page).all()) await expect(card.getByRole('listitem').filter({ hasText: /^type / })).toHaveText('type Condo');

  await page.goBack();
  await expect(chips(page)).toHaveCount(5);
  await expect(resultCards(page)).toHaveCount(1);

  // A shared link gives the same search.
  await page.goto(`/search?q=${encodeURIComponent(sentence)}&sans=location,garage`);
  await expect(chips(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Rétablir tous les filtres compris' })).toBeVisible();
  await expect(alertForm(page)).toContainText(/Votre recherche : Condo, jusqu’à 600\s000\s\$, 2 chambres et plus/);
});

test('what the search cannot use is said, and an example runs its sentence', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('maison à Québec avec piscine')}`);
  await expect(page.getByText('Non pris en compte : piscine')).toBeVisible();
  await expect(chips(page)).toHaveText([/^Type : Maison/, /^Lieu : Québec/]);
  await expect(resultCards(page).first()).toBeVisible();
  await expect(alertForm(page)).toContainText('Votre recherche : Maison, à Québec');

  await page.getByRole('link', { name: '« plex à Montréal sous 1,2 M$ »' }).click();
  await expect(page.getByLabel('Votre recherche')).toHaveValue('plex à Montréal sous 1,2 M$');
  await expect(chips(page).first()).toHaveText(/^Type : Duplex ou Triplex/);
  // Two types: an alert holds one.
  await expect(alertForm(page)).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent('terrain à Laval')}`);
  await expect(page.getByText('Aucune propriété ne correspond à ces critères.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir toutes les propriétés' })).toHaveAttribute('href', '/listings');
  expect(await axeViolations(page)).toEqual([]);
});

test('the side menu shows the real counts of active properties and brokers', async ({ page, request }) => {
  const stats = await (await request.get('/api/stats')).json();
  const agents = (await (await request.get('/api/agents')).json()).items.length;
  expect(stats.activeAgents).toBe(agents);
  expect(stats.activeProperties).toBeGreaterThanOrEqual(demoProperties.filter((p) => p.isActive).length);

  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.locator('[data-stat="activeProperties"]')).toHaveText(`${stats.activeProperties} propriétés actives`);
  await expect(menu.locator('[data-stat="activeAgents"]')).toHaveText(`${stats.activeAgents} courtiers actifs`);
  await expect(menu).not.toContainText('recommandations IA');
  expect(await axeViolations(page)).toEqual([]);
});

test('the listings page filters by minimum bedrooms and bathrooms, kept in the URL', async ({ page }) => {
  const listed = (page: Page) => page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article');
  await page.goto('/listings');
  await page.getByLabel('Chambres').selectOption({ label: '4 et plus' });
  await expect(page).toHaveURL(/\/listings\?bedrooms=4$/);
  await page.getByLabel('Salles de bain').selectOption({ label: '3 et plus' });
  await expect(page).toHaveURL(/\/listings\?bedrooms=4&bathrooms=3$/);
  const expected = demoProperties.filter((p) => p.isActive && p.bedrooms >= 4 && p.bathrooms >= 3).length;
  await expect(listed(page)).toHaveCount(expected);
  for (const card of await listed(page).all()) {
    const bedrooms = Number((await card.getByRole('listitem').filter({ hasText: /chambres?$/ }).innerText()).match(/\d+/)![0]);
    expect(bedrooms).toBeGreaterThanOrEqual(4);
  }
  expect(await axeViolations(page)).toEqual([]);
});
