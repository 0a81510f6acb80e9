import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { PropertyDetail } from '../../shared/properties/api.js';
import { axeViolations } from './axe.js';
import { demoProperty } from './demo-data.js';
import { expect, test } from './fixtures.js';

/**
 * Issue 29: the property gallery and the side menu work from the first paint, before the app's code has
 * hydrated the page, and without JavaScript at all.
 */

/** 8 photos: more than a page (6) of thumbnails. */
const SHOWCASE_PROPERTY = 'penthouse-centre-ville-1';
const MENU_ENTRIES = ['Accueil', 'Propriétés', 'Nos Courtiers', 'Blog', 'Recherche IA', 'Favoris', 'Contact'];

let property: PropertyDetail;
let total: number;

test.beforeAll(async ({ request }) => {
  property = await demoProperty(request, SHOWCASE_PROPERTY);
  total = property.photosUrls.length;
  expect(total, 'the showcase property has more than one page (6) of thumbnails').toBeGreaterThan(6);
});

/** The gallery as a visitor sees it: the arrows of the photo shown (one pair per photo), its count and its image. */
function gallery(page: Page) {
  return {
    arrow: (name: 'Photo suivante' | 'Photo précédente') => page.locator('label').filter({ hasText: name, visible: true }),
    count: page.getByText(/^\d+ \/ \d+$/).filter({ visible: true }),
    photo: (n: number) => page.getByRole('img', { name: `${property.title} – photo ${n} sur ${total}` }),
  };
}

/** The image shown has really loaded (a lazy photo, fetched once shown), and is not the placeholder. */
async function expectLoaded(page: Page, n: number) {
  const image = gallery(page).photo(n);
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', property.photosUrls[n - 1]!);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery moves to the next photo and back, with no jump of the page and no history entry', async ({ page }) => {
    await page.goto(`/property/${property.id}`);
    const { arrow, count } = gallery(page);
    await expect(count).toHaveText(`1 / ${total}`);
    // Scrolled a little, the gallery still in view: a press must not move the page.
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    const url = page.url();
    const historyLength = await page.evaluate(() => history.length);

    await arrow('Photo suivante').click();
    await expect(count).toHaveText(`2 / ${total}`);
    await expectLoaded(page, 2);
    await arrow('Photo précédente').click();
    await expect(count).toHaveText(`1 / ${total}`);
    await expectLoaded(page, 1);
    // It wraps both ways.
    await arrow('Photo précédente').click();
    await expect(count).toHaveText(`${total} / ${total}`);
    await arrow('Photo suivante').click();
    await expect(count).toHaveText(`1 / ${total}`);

    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // A dot and a thumbnail pick a photo, and show it as the current one.
    await page.locator('[data-dot="2"]').click();
    await expect(count).toHaveText(`3 / ${total}`);
    await expect(page.locator('[data-dot="2"] > span')).toHaveCSS('width', '12px');
    await expect(page.locator('[data-dot="0"] > span')).toHaveCSS('width', '8px');
    const thumbnails = page.getByRole('group', { name: 'Miniatures des photos' });
    await thumbnails.locator('label').filter({ hasText: 'Afficher la photo 5' }).click();
    await expect(count).toHaveText(`5 / ${total}`);
    await expect(page.locator('[data-thumbnail="4"]')).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-thumbnail="2"]')).toHaveCSS('opacity', '0.75');

    // The keyboard: the photos are a radio group; the arrow keys move (and wrap).
    await page.getByRole('radio', { name: 'Afficher la photo 5' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`6 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveText(`4 / ${total}`);
  });

  test('the side menu opens, its links are reachable and work, and it closes', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    const navigation = menu.getByRole('navigation', { name: 'Navigation principale' });
    for (const label of MENU_ENTRIES) await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible();

    // Escape closes it, and the close button does too.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu).toBeHidden();

    // From the keyboard: the menu button opens it, Tab goes into it, and a link leads to its page.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const listings = navigation.getByRole('link', { name: 'Propriétés', exact: true });
    for (let presses = 0; presses < 5 && !(await listings.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(listings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listings$/);
  });
});

/**
 * A phone's CPU (4× slower) and a page acted on as soon as it paints. The page fixture waits for the app
 * (tests/e2e/fixtures.ts): these tests open pages of their own. Each press records whether the app had
 * hydrated the page yet, so a test cannot pass only because the app was already there.
 */
async function slowPhone(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page; errors: string[]; release: () => void }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The page's scripts but the boot one wait until the test has pressed (`release`): the press is before
  // hydration for sure, however fast the page hydrates (the islands of a property page are quick).
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A label's press is two clicks (the label's, then its radio's): the first one is what counts.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      () => {
        if (!('__hydratedAtFirstPress' in window)) Object.assign(window, { __hydratedAtFirstPress: document.documentElement.dataset.hydrated === 'true' });
      },
      true,
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, errors, release };
}

const hydratedAtFirstPress = (page: Page) => page.evaluate(() => (window as unknown as { __hydratedAtFirstPress?: boolean }).__hydratedAtFirstPress);
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 });

test('4× slower CPU: a gallery press at first paint moves it, and hydration keeps the photo', async ({ browser, baseURL }) => {
  const { context, page, errors, release } = await slowPhone(browser, baseURL);
  await page.goto(`/property/${property.id}`, { waitUntil: 'commit' });
  const { arrow, count } = gallery(page);

  await arrow('Photo précédente').click();
  await expect(count).toHaveText(`${total} / ${total}`);
  expect(await hydratedAtFirstPress(page), 'the press came before the app had hydrated the page').toBe(false);
  release();

  await hydrated(page);
  await expect(count).toHaveText(`${total} / ${total}`);
  await expectLoaded(page, total);
  await expect(page.getByRole('radio', { name: `Afficher la photo ${total}` })).toBeChecked();
  // The app took over from the photo shown: the thumbnails show its page, and a render of the app's own
  // (turning the thumbnails' page) does not bring photo 1 back.
  const thumbnails = page.getByRole('group', { name: 'Miniatures des photos' });
  await expect(thumbnails.getByRole('listitem')).toHaveCount(total - 6);
  await page.getByRole('button', { name: 'Miniatures suivantes' }).click();
  await expect(thumbnails.getByRole('listitem')).toHaveCount(6);
  await expect(count).toHaveText(`${total} / ${total}`);
  await arrow('Photo suivante').click();
  await expect(count).toHaveText(`1 / ${total}`);

  expect(errors, 'no hydration mismatch and no error').toEqual([]);
  await context.close();
});

test('4× slower CPU: the side menu opens at first paint, stays open through hydration, then closes on navigation', async ({ browser, baseURL }) => {
  const { context, page, errors, release } = await slowPhone(browser, baseURL);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  expect(await hydratedAtFirstPress(page), 'the press came before the app had hydrated the page').toBe(false);
  release();

  await hydrated(page);
  // Still open, now as the app's modal (the page behind it inert), with the live counts asked for.
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(menu.locator('[data-stat="activeProperties"]')).toHaveText(/^\d[\d\s]* propriétés actives$/);

  await menu.getByRole('link', { name: 'Propriétés', exact: true }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(menu).toBeHidden();
  expect(errors, 'no hydration mismatch and no error').toEqual([]);
  await context.close();
});

test('a page the app never takes over (its boot script refused): after a gallery press and with the menu open, no WCAG 2 A/AA violations', async ({ browser, baseURL }) => {
  // JavaScript runs (axe needs it) but the app never does: the page stays as the server sent it.
  const context = await browser.newContext({ baseURL });
  await context.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`/property/${property.id}`);
  const { arrow, count } = gallery(page);
  await arrow('Photo suivante').click();
  await expect(count).toHaveText(`2 / ${total}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await context.close();
});
