import type { AreaResult } from '../../shared/properties/api.js';
import { axeViolations } from './axe.js';
import type { Response } from '@playwright/test';
import { expect, test, type Page } from './fixtures.js';

/** /carte's pieces, by what a visitor (or a screen reader) finds. */
const theMap = (page: Page) => page.getByRole('region', { name: 'Carte des propriétés à vendre' });
const resultList = (page: Page) => page.getByRole('list', { name: 'Propriétés de la zone affichée' });
// Text content: cards far down the list are not rendered yet (content-visibility), their text is there.
/** What a listing marker's name says before its title: its short price (« 1,4 M$ »), then its price (« 1 385 000 $ »). */
const LISTING_NAME_PREFIX = /^.*?\$, [\d\s\u00a0\u202f]+\$, /;
const resultTitles = (page: Page) => resultList(page).getByRole('article').getByRole('heading').allTextContents();
const areaStatus = (page: Page) => page.getByRole('status').filter({ hasText: /dans la zone affichée/ });
const isAreaAnswer = (response: Response) => new URL(response.url()).pathname === '/api/properties/area' && response.ok();
const titlesOf = async (response: Response) => {
  const result = (await response.json()) as AreaResult;
  if (result.kind !== 'listings') throw new Error('expected listings, got clusters');
  return result.listings.map((listing) => listing.title);
};
const viewOf = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { lat: Number(params.get('lat')), lng: Number(params.get('lng')), zoom: Number(params.get('zoom')) };
};

/** Tab (or Shift+Tab) only, until the focused element matches; fails after `max` presses. */
async function tabUntil(page: Page, matches: () => boolean, { max = 60, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('never reached by Tab');
}

test.use({ viewport: { width: 1280, height: 900 } });

test('panning the map searches the new area: the list shows exactly its listings, in order, and the URL follows', async ({ page }) => {
  // Downtown Montréal at street level: its listings, not Laval's.
  const first = page.waitForResponse(isAreaAnswer);
  await page.goto('/carte?lat=45.505&lng=-73.58&zoom=12');
  const before = await titlesOf(await first);
  await expect(areaStatus(page)).toHaveText(`${before.length} propriétés dans la zone affichée.`);
  await expect.poll(() => resultTitles(page)).toEqual(before);
  await page.getByRole('button', { name: 'Refuser' }).click();

  // Drag the map 600 px to the right: the view moves west, to Laval.
  const box = (await theMap(page).boundingBox())!;
  const next = page.waitForResponse(isAreaAnswer);
  await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  const after = await titlesOf(await next);
  expect(after).not.toEqual(before);
  expect(after.some((title) => /Laval|Chomedey|Sainte-Dorothée/.test(title)) || after.length !== before.length).toBe(true);
  await expect.poll(() => resultTitles(page)).toEqual(after);
  // Screen readers hear the new count (a polite status).
  await expect(areaStatus(page)).toHaveText(after.length === 1 ? '1 propriété dans la zone affichée.' : `${after.length} propriétés dans la zone affichée.`);
  // The view is in the URL (shareable), replaced in place: it moved west.
  await expect.poll(() => viewOf(page).lng).toBeLessThan(-73.6);
  expect(viewOf(page).zoom).toBe(12);

  // The keyboard moves it too: the map takes focus, « - » zooms out (more listings).
  const zoomedOut = page.waitForResponse(isAreaAnswer);
  await theMap(page).focus();
  await page.keyboard.press('Minus');
  const wider = await titlesOf(await zoomedOut);
  expect(wider.length).toBeGreaterThan(after.length);
  await expect.poll(() => viewOf(page).zoom).toBe(11);
  await expect.poll(() => resultTitles(page)).toEqual(wider);

  // A filter is a new history entry; back returns to the unfiltered search of the same place. Where a drag
  // ends depends on the map's inertia: the filter is tried on a view of Laval holding a house and a condo.
  const laval = page.waitForResponse(isAreaAnswer);
  await page.goto('/carte?lat=45.53&lng=-73.78&zoom=12');
  const unfiltered = await titlesOf(await laval);
  expect(unfiltered).toEqual(expect.arrayContaining(['Cottage familial avec piscine creusée à Sainte-Dorothée', 'Condo de deux chambres près du Centropolis']));
  await expect.poll(() => resultTitles(page)).toEqual(unfiltered);
  await page.getByLabel('Type de propriété').selectOption({ label: 'Condo' });
  await expect(page).toHaveURL(/[?&]type=condo&lat=/);
  await expect.poll(() => resultTitles(page)).not.toEqual(unfiltered);
  expect(await resultTitles(page)).toContain('Condo de deux chambres près du Centropolis');
  for (const card of await resultList(page).getByRole('article').all()) await expect(card).toContainText('Condo');
  await page.goBack();
  await expect(page).not.toHaveURL(/type=condo/);
  await expect(page.getByLabel('Type de propriété')).toHaveValue('all');
  await expect.poll(() => resultTitles(page)).toEqual(unfiltered);
});

test('keyboard only: the hero’s « Recherche par carte » → the map with its criteria → a marker, in list order → its card → the listing', async ({ page }) => {
  await page.goto('/');
  await tabUntil(page, () => document.activeElement?.getAttribute('name') === 'location');
  await page.keyboard.type('Québec');
  await tabUntil(page, () => document.activeElement?.textContent === 'Recherche par carte');
  const answer = page.waitForResponse((response) => isAreaAnswer(response) && new URL(response.url()).searchParams.get('q') === 'Québec');
  await page.keyboard.press('Enter');
  // The hero's location is the map's text search.
  await expect(page).toHaveURL(/\/carte\?(location|q)=Qu%C3%A9bec/);
  await expect(page.getByLabel('Recherche', { exact: true })).toHaveValue('Québec');
  await answer;
  // Opened without a view, the search is shown whole: the map fits its listings, then the URL names that view.
  await expect(page).toHaveURL(/\/carte\?q=Qu%C3%A9bec&lat=46\.\d+&lng=-71\.\d+&zoom=/);
  await expect(areaStatus(page)).toBeVisible();
  const titles = await resultTitles(page);
  expect(titles.length).toBeGreaterThan(1);

  // Tab reaches the map (arrows pan it), then its markers in the list's order.
  await tabUntil(page, () => document.activeElement?.getAttribute('role') === 'region');
  const markerOrder: string[] = [];
  for (;;) {
    await page.keyboard.press('Tab');
    // A group's name is its label; a listing's, its visible short price then the price and title read after it.
    const label = await page.evaluate(() => (document.activeElement?.closest('.map-marker') ? (document.activeElement.getAttribute('aria-label') ?? document.activeElement.textContent) : null));
    if (label === null) break;
    markerOrder.push(label);
  }
  const listed = markerOrder.filter((label) => !/ici : zoomer/.test(label)).map((label) => label.replace(LISTING_NAME_PREFIX, ''));
  expect(listed.length).toBeGreaterThan(0);
  expect(listed).toEqual(titles.filter((title) => listed.includes(title)));

  // Back to the last listing marker: Enter opens its card, Tab goes into it, Enter on its title opens the listing.
  await tabUntil(page, () => Boolean(document.activeElement?.closest('.map-marker') && document.activeElement.hasAttribute('aria-expanded')), { backwards: true });
  const marker = page.locator(':focus');
  const title = (await marker.textContent())!.replace(LISTING_NAME_PREFIX, '');
  await page.keyboard.press('Enter');
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('group', { name: `Fiche : ${title}` });
  await expect(card).toContainText(title);
  // Its listing is highlighted in the list too.
  await expect(resultList(page).locator('li[data-active="true"]')).toContainText(title);
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the list ↔ map toggle keeps the filters, and hovering a listing highlights its marker', async ({ page }) => {
  await page.goto('/listings?type=condo');
  await page.getByRole('link', { name: 'Voir sur la carte' }).click();
  await expect(page).toHaveURL(/\/carte\?type=condo/);
  await expect(page.getByLabel('Type de propriété')).toHaveValue('condo');
  await expect(areaStatus(page)).toBeVisible();
  await page.getByRole('button', { name: 'Refuser' }).click();
  // Zoomed in on one listing marker (not a group), its list item highlights the marker, and back.
  const marker = page.locator('.map-marker button[aria-expanded]').first();
  await expect(marker).toBeVisible();
  const id = await marker.getAttribute('data-listing-id');
  await resultList(page).locator(`li[data-listing-id="${id}"]`).hover();
  await expect(marker).toHaveAttribute('data-active', 'true');
  await marker.hover();
  await expect(resultList(page).locator(`li[data-listing-id="${id}"]`)).toHaveAttribute('data-active', 'true');
  await page.getByRole('link', { name: 'Voir en liste' }).click();
  await expect(page).toHaveURL(/\/listings\?type=condo$/);
});

test('/carte passes axe (WCAG 2.2 AA), with its markers, a group, an open card and the controls', async ({ page }) => {
  await page.goto('/carte');
  await expect(areaStatus(page)).toBeVisible();
  await page.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.locator('.map-marker button').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const marker = page.locator('.map-marker button[aria-expanded]').first();
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  // Escape closes the card and gives the focus back to its marker.
  await page.getByRole('button', { name: 'Fermer la fiche' }).focus();
  await page.keyboard.press('Escape');
  await expect(marker).toHaveAttribute('aria-expanded', 'false');
  await expect(marker).toBeFocused();
});

test('on a phone, the view’s list comes first and the map starts when asked, focused, with axe clean both ways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(map-view|maplibre)/.test(new URL(request.url()).pathname)) mapCode.push(request.url());
  });
  const first = page.waitForResponse(isAreaAnswer);
  await page.goto('/carte?lat=45.53&lng=-73.7&zoom=11');
  const titles = await titlesOf(await first);
  expect(titles.length).toBeGreaterThan(0);
  await expect.poll(() => resultTitles(page)).toEqual(titles);
  await page.getByRole('button', { name: 'Refuser' }).click();
  const show = page.getByRole('button', { name: 'Afficher la carte' });
  await expect(show).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(mapCode).toEqual([]);

  await show.focus();
  await page.keyboard.press('Enter');
  // The map replaces the button and takes its focus: arrows pan it at once.
  await expect(theMap(page)).toBeFocused();
  expect(mapCode.length).toBeGreaterThan(0);
  await expect(page.locator('.map-marker button').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const panned = page.waitForResponse(isAreaAnswer);
  await page.keyboard.press('ArrowRight');
  await panned;
  await expect.poll(() => viewOf(page).lng).toBeGreaterThan(-73.7);

  // A search without a view, changed before the map shows, keeps no view: the map then fits its results.
  await page.goto('/carte?q=Laval');
  await expect(areaStatus(page)).toBeVisible();
  await page.getByLabel('Type de propriété').selectOption({ label: 'Condo' });
  await expect(page).toHaveURL(/\/carte\?q=Laval&type=condo$/);
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  await expect(theMap(page)).toBeFocused();
  await expect.poll(() => viewOf(page).zoom).toBeGreaterThan(8);
});

test('/carte without a query string runs as islands: a filter searches in place, back undoes it, and a phone’s map starts when asked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const appEntry: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(new URL(request.url()).pathname)) appEntry.push(request.url());
  });
  await page.goto('/carte');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(areaStatus(page)).toBeVisible();
  await page.getByRole('button', { name: 'Refuser' }).click();
  // A property set on the window survives only if no page load happens.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const condos = page.waitForResponse((response) => isAreaAnswer(response) && new URL(response.url()).searchParams.get('type') === 'condo');
  await page.getByLabel('Type de propriété').selectOption({ label: 'Condo' });
  const titles = await titlesOf(await condos);
  await expect(page).toHaveURL(/\/carte\?type=condo$/);
  await expect.poll(() => resultTitles(page)).toEqual(titles);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/carte$/);
  await expect(page.getByLabel('Type de propriété')).toHaveValue('all');
  await page.goForward();
  await expect(page.getByLabel('Type de propriété')).toHaveValue('condo');

  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  await expect(theMap(page)).toBeFocused();
  await expect(page.locator('.map-marker button').first()).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect(appEntry).toEqual([]);
});

test('a map whose code fails to arrive says so in its frame, and the list of the area stays', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/map-view-[^/]+\.js$/, (route) => route.abort());
  const first = page.waitForResponse(isAreaAnswer);
  await page.goto('/carte?lat=45.53&lng=-73.7&zoom=11');
  const titles = await titlesOf(await first);
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La carte n’a pas pu être chargée.' })).toBeVisible();
  await expect.poll(() => resultTitles(page)).toEqual(titles);
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche par carte' })).toBeVisible();
});

test('crawlable: the prerendered /carte lists the cities with links to the map and the list, and the sitemap names it', async ({ page, request }) => {
  const html = await (await request.get('/carte')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Recherche par carte');
  expect(html).toMatch(/<a href="\/carte\?q=Montr%C3%A9al"[^>]*>Montréal<span class="sr-only"> sur la carte<\/span><\/a>/);
  expect(html).toMatch(/<a href="\/listings\?location=Montr%C3%A9al"/);
  expect(html).toContain('<link rel="canonical" href="');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/carte<\/loc>/);
  // A city's link opens the map on that city's listings.
  await page.goto('/carte');
  const answer = page.waitForResponse((response) => isAreaAnswer(response) && new URL(response.url()).searchParams.get('q') === 'Montréal');
  await page.getByRole('link', { name: 'Montréal sur la carte' }).click();
  await answer;
  await expect(page).toHaveURL(/\/carte\?q=Montr%C3%A9al&lat=45\.\d+&lng=-73\.\d+/);
  for (const card of await resultList(page).getByRole('article').all()) await expect(card).toContainText(/Montr[ée]al/);
});
