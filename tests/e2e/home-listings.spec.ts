import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, serveSpaShell } from './fixtures.js';

/** Result cards of /listings (each card is an <article> inside the labelled results list). */
const resultCards = (page: Page) => page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article');
const featuredCarousel = (page: Page) => page.getByRole('region', { name: 'Propriétés vedettes' });

/** The sections under the hero mount when scrolled near (as for a visitor): scroll down step by step. */
async function revealHomeSections(page: Page) {
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
  }
}
const countStatus = (page: Page) => page.getByRole('status').filter({ hasText: /propriétés? affichées?/ });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

test('search on home → listings filtered by location (accent-insensitive) and type', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Où cherchez-vous ?').fill('montreal');
  await page.getByLabel('Type de propriété').selectOption({ label: 'Condo' });
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();

  await expect(page).toHaveURL(/\/listings\?location=montreal&type=condo$/);
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole('listitem').filter({ hasText: /^type / })).toHaveText('type Condo');
    await expect(card.locator('p').filter({ hasText: 'Montréal' })).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/property\/[\w-]+$/);
  }
  // The hero's criteria show on the listing: type preselected, location as a removable chip.
  await expect(page.getByLabel('Type de propriété')).toHaveValue('condo');
  await page.getByRole('button', { name: 'Retirer le filtre de lieu « montreal »' }).click();
  await expect(page).toHaveURL(/\/listings\?type=condo$/);
  await expect(cards.filter({ hasText: 'Québec' }).first()).toBeVisible();
});

test('the hero budget maps to a price range on the listing', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Budget').selectOption({ label: 'Moins de 300K' });
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?budget=0-300000$/);
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const price = Number((await card.locator('p').first().innerText()).replace(/\D/g, ''));
    expect(price).toBeLessThanOrEqual(300_000);
  }
});

test('/listings preloads its first card’s photo only where that card is in the first view: a phone gets it without priority', async ({ page }) => {
  const html = await (await page.request.get('/listings')).text();
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain('media="(min-width: 640px)"');
  expect(preloads[0]).toContain('fetchPriority="high"');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listings');
  const first = page.getByRole('list', { name: 'Résultats de la recherche' }).locator('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'auto');
  await expect(first).toHaveAttribute('srcset', preloads[0]!.match(/imageSrcSet="([^"]+)"/)![1]!);
  // Below the filters on a phone: not on the first screen.
  expect((await first.boundingBox())!.y).toBeGreaterThan(844);
});

test('hero: first image is eager and high priority, the next one lazy and only it; the slideshow advances every 8 s and pauses', async ({ page }) => {
  await page.clock.install();
  const html = await (await page.request.get('/')).text();
  // The prerendered page carries the first photo only: the others are not downloaded before the first paint.
  expect(html.match(/<img src="\/media\/site\/hero-\d\.webp"/g)).toEqual(['<img src="/media/site/hero-1.webp"']);
  // With its smaller copies: a phone loads the 960 one, and the preload names the same choice.
  const srcset = '/media/site/hero-1-480.webp 480w, /media/site/hero-1-960.webp 960w, /media/site/hero-1.webp 1920w';
  expect(html).toContain(`<img src="/media/site/hero-1.webp" srcset="${srcset}" sizes="100vw"`);
  expect(html).toContain(`<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="100vw" fetchPriority="high"/>`);
  for (const copy of ['/media/site/hero-1-480.webp', '/media/site/hero-1-960.webp']) expect((await page.request.get(copy)).headers()['content-type']).toBe('image/webp');
  await page.goto('/');
  const background = page.locator('[data-current-slide]');
  const images = background.locator('img');
  // In the browser, the slide shown and the next one (loaded before it fades in).
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', '1920');
    await expect(image).toHaveAttribute('height', '1080');
  }

  await expect(background).toHaveAttribute('data-current-slide', '0');
  await page.clock.fastForward(8000);
  await expect(background).toHaveAttribute('data-current-slide', '1');
  await expect(images).toHaveCount(3);

  await page.getByRole('button', { name: 'Mettre le diaporama en pause' }).click();
  await page.clock.fastForward(24_000);
  await expect(background).toHaveAttribute('data-current-slide', '1');

  await page.getByRole('button', { name: 'Relancer le diaporama' }).click();
  await page.clock.fastForward(8000);
  await expect(background).toHaveAttribute('data-current-slide', '2');
  await page.clock.fastForward(8000);
  await expect(background).toHaveAttribute('data-current-slide', '3');
  await page.clock.fastForward(8000);
  await expect(background).toHaveAttribute('data-current-slide', '0');
});

test('hero: with reduced motion the slideshow does not advance on its own', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Relancer le diaporama' })).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(page.locator('[data-current-slide]')).toHaveAttribute('data-current-slide', '0');
});

test('home: hero links and the featured carousel (cards, at most 10 dots, arrows)', async ({ page }) => {
  // One card per page on a phone: 11 featured properties would need more than 10 dots.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Évaluer ma propriété' })).toHaveAttribute('href', '/vendeur-lead');
  await expect(page.getByRole('link', { name: 'Rechercher une propriété' })).toHaveAttribute('href', '/listings');
  await expect(page.getByRole('link', { name: 'Filtres avancés' })).toHaveAttribute('href', '/listings');
  await expect(page.getByRole('link', { name: 'Recherche par carte' })).toHaveAttribute('href', '/carte');
  await expect(page.getByRole('link', { name: 'Assistant IA' })).toHaveAttribute('href', '/search');

  await revealHomeSections(page);
  const carousel = featuredCarousel(page);
  await expect(carousel.getByRole('article').first()).toBeVisible();
  await expect(carousel.getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/property\/[\w-]+$/);
  await expect(carousel.getByText(/pi²$/).first()).toBeVisible();

  const dots = carousel.getByRole('button', { name: /^Aller à la page/ });
  await expect(dots.first()).toBeVisible();
  const dotCount = await dots.count();
  expect(dotCount).toBeGreaterThan(1);
  expect(dotCount).toBeLessThanOrEqual(10);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Propriétés vedettes suivantes' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Propriétés vedettes précédentes' }).click();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  const agents = page.getByRole('region', { name: 'Nos courtiers' });
  await expect(agents.getByRole('article').first()).toBeVisible();
  await expect(agents.getByText('CO-PRÉSIDENT').first()).toBeVisible();
  await expect(agents.getByRole('link').first()).toHaveAttribute('href', /^\/agent\/[\w-]+$/);
});

test('home: a visitor who jumps straight to the bottom still gets the sections they skipped', async ({ page }) => {
  // A short window: the featured section starts well below the first screen.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // One jump, no frame in between: the featured placeholder never crosses the viewport.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Nos courtiers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Propriétés vedettes' })).toBeAttached();
  await expect(featuredCarousel(page).getByRole('article').first()).toBeAttached();
});

test('home: a featured load failure shows the spec toast; maintenance mode shows the maintenance page', async ({ page }) => {
  await serveSpaShell(page); // what the browser does while this page's data loads: not the prerendered HTML
  await page.route('**/api/properties/featured', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Service indisponible' } } }),
  );
  await page.goto('/');
  await revealHomeSections(page);
  await expect(page.getByText('Erreur lors du chargement des propriétés vedettes')).toBeVisible();
  await expect(page.getByText('Service indisponible')).toBeVisible();
  await expect(page.getByText('Aucune propriété vedette disponible pour le moment.')).toBeVisible();

  await page.route('**/api/site-settings', (route) =>
    route.fulfill({ json: { maintenanceMode: true, contactEmail: 'urgence@example.ca' } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Site en maintenance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'urgence@example.ca' })).toHaveAttribute('href', 'mailto:urgence@example.ca');
  await expect(page.getByRole('button', { name: 'Rechercher', exact: true })).toHaveCount(0);
});

test('listings: grid/list toggle is pressed-state buttons remembered in the URL', async ({ page }) => {
  await page.goto('/listings');
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  const grid = page.getByRole('button', { name: 'Grille' });
  const list = page.getByRole('button', { name: 'Liste' });
  await expect(results).toHaveAttribute('data-view', 'grid');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  const [first, second] = await resultCards(page).all();
  // Each card carries the listing agency's OACIQ mention in small print (the seeded agency).
  await expect(first!).toContainText('Courtage Québec inc., agence immobilière');
  const sideBySide = async () => (await first!.boundingBox())!.y === (await second!.boundingBox())!.y;
  expect(await sideBySide()).toBe(true);

  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(grid).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/listings\?view=list$/);
  await expect(results).toHaveAttribute('data-view', 'list');
  expect(await sideBySide()).toBe(false);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Grille' }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test('listings: on a 390 px phone the cards fit the screen, with no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listings');
  await expect(page.locator('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test('listings: "Charger plus" appends the next page', async ({ page }) => {
  await page.goto('/listings');
  const cards = resultCards(page);
  await expect(cards).toHaveCount(12);
  await expect(countStatus(page)).toHaveText('12 propriétés affichées');
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(countStatus(page)).toHaveText(`${hrefs.length} propriétés affichées`);
});

test('listings: a combination without results shows the empty state, reset and back/forward work', async ({ page }) => {
  await page.goto('/listings');
  await expect(resultCards(page).first()).toBeVisible();
  await page.getByLabel('Type de propriété').selectOption({ label: 'Villa' });
  await expect(page).toHaveURL(/type=villa/);
  await page.getByLabel('Budget').selectOption({ label: 'Moins de 300K' });
  await expect(page).toHaveURL(/\/listings\?type=villa&budget=0-300000$/);
  await expect(page.getByText('Aucune propriété ne correspond à votre recherche.')).toBeVisible();

  await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(resultCards(page).first()).toBeVisible();
  await expect(page.getByLabel('Type de propriété')).toHaveValue('all');

  await page.goBack();
  await expect(page.getByText('Aucune propriété ne correspond à votre recherche.')).toBeVisible();
  await expect(page.getByLabel('Type de propriété')).toHaveValue('villa');

  await page.getByLabel('Recherche', { exact: true }).fill('zzzz introuvable');
  await page.getByLabel('Recherche', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=zzzz\+introuvable/);
  await expect(page.getByLabel('Recherche', { exact: true })).toBeFocused();
});

test('listings: a load failure shows the spec toast and a retry button', async ({ page }) => {
  await serveSpaShell(page); // what the browser does while this page's data loads: not the prerendered HTML
  let failures = 2; // the query retries once: fail both attempts, then let the retry button succeed
  await page.route((url) => url.pathname === '/api/properties', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Base de données indisponible' } } })
      : route.continue(),
  );
  await page.goto('/listings');
  await expect(page.getByText('Erreur lors du chargement des propriétés', { exact: true })).toBeVisible();
  await expect(page.getByText('Base de données indisponible')).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(resultCards(page).first()).toBeVisible();
});

/** From the first byte of the page, records whether a result skeleton card was ever attached. */
async function recordSkeletons(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { skeletonSeen: boolean };
    w.skeletonSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.animate-pulse')) w.skeletonSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const skeletonSeen = (page: Page) => page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen);
const delayResults = (page: Page, ms: number) =>
  page.route((url) => url.pathname === '/api/properties', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test('listings: a first visit renders once with its results; later searches show the skeleton at once', async ({ page }) => {
  await recordSkeletons(page);
  await delayResults(page, 600); // the results arrive well after the page code
  await page.goto('/listings');
  await expect(resultCards(page).first()).toBeVisible();
  expect(await skeletonSeen(page)).toBe(false);

  await page.getByLabel('Type de propriété').selectOption({ label: 'Condo' });
  await expect(page.locator('.animate-pulse').first()).toBeVisible();
  await expect(resultCards(page).first()).toBeVisible();
  expect(await skeletonSeen(page)).toBe(true);
});

test('listings: a first visit waits 2 s at most for its results, then shows the skeleton', async ({ page }) => {
  await serveSpaShell(page); // what the browser does while this page's data loads: not the prerendered HTML
  await recordSkeletons(page);
  await delayResults(page, 3500);
  await page.goto('/listings');
  await expect(page.locator('.animate-pulse').first()).toBeVisible({ timeout: 3000 });
  await expect(resultCards(page).first()).toBeVisible({ timeout: 5000 });
});

test('no wcag2a/wcag2aa violations on / and /listings', async ({ page }) => {
  await page.goto('/');
  await revealHomeSections(page);
  await expect(featuredCarousel(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos courtiers' }).getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/listings?view=list');
  await expect(resultCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/listings');
  await expect(resultCards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
