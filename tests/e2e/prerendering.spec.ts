import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { demoProperty } from './demo-data.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Prerendered public pages (issue 12): real HTML without JavaScript, and with JavaScript the browser
 * hydrates it in place: the server's elements are kept, and nothing is reported on the console.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the property page shows its title, price, photos and broker, with its metadata', async ({ page }) => {
    const property = await demoProperty(page.request, 'condo-levis-1');
    const response = await page.goto(`/property/${property.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
    await expect(page.getByText(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(property.price)).first()).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(`^${property.title} – photo 1`) })).toBeVisible();
    const primary = property.agents.find((agent) => agent.isPrimary) ?? property.agents[0]!;
    await expect(page.getByText(primary.name).first()).toBeVisible();

    await expect(page).toHaveTitle(`${property.title} · Courtage Québec`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/${property.id}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/media\//);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const listing = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'RealEstateListing');
    expect(listing.offers).toMatchObject({ '@type': 'Offer', price: property.price, priceCurrency: 'CAD' });
    // The largest image is preloaded with high priority, in the HTML itself.
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    // With its srcset (the demo's photos are the upload pipeline's renditions): a phone loads the 480 or 960 one.
    const photo = page.getByRole('img', { name: new RegExp(`^${property.title} – photo 1`) });
    await expect(photo).toHaveAttribute('srcset', /\/160\.webp 160w, .*\/480\.webp 480w, .*\/960\.webp 960w, .*\/1600\.webp 1600w$/);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', (await photo.getAttribute('srcset'))!);
  });

  test('on a phone, a gallery thumbnail (a sixth of the column) loads the 160 px rendition, not a 480 one', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`/property/${(await demoProperty(page.request, 'condo-levis-1')).id}`);
    // The second: the first is the photo shown, whose larger copy the browser may reuse.
    const thumbnail = page.locator('[data-thumbnail] img').nth(1);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toMatch(/\/160\.webp$/);
  });

  test('a broker page and the blog are real HTML too; an unknown property answers 404', async ({ page }) => {
    const agent = demoAgents.find((a) => a.isActive)!;
    await page.goto(`/agent/${demoId('agent', agent.key)}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const missing = await page.goto('/property/n-existe-pas');
    expect(missing?.status()).toBe(404);
    // The privacy page names the person in charge (Law 25) from the site settings, in its HTML.
    const settings = (await (await page.request.get('/api/site-settings')).json()) as { privacyOfficerName: string; privacyOfficerEmail: string };
    await page.goto('/confidentialite');
    await expect(page.getByText(settings.privacyOfficerName)).toBeVisible();
    await expect(page.getByRole('link', { name: settings.privacyOfficerEmail })).toBeVisible();
  });
});

test('with JavaScript, every public page hydrates without a warning or a second render', async ({ page }) => {
  const property = await demoProperty(page.request, 'condo-levis-1');
  const agent = demoAgents.find((a) => a.isActive)!;
  const blog = (await (await page.request.get('/api/blog')).json()) as { items: { slug: string }[] };
  const paths = ['/', '/listings', '/agents', `/agent/${demoId('agent', agent.key)}`, `/property/${property.id}`, '/blog', `/blog/${blog.items[0]!.slug}`, '/vendeur-lead', '/reprise-finance', '/contact', '/confidentialite'];
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(path);
    // The server's HTML is the page: it is there before any script ran, and the app takes it over in place.
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => ((element as HTMLElement & { __fromServer?: boolean }).__fromServer = true));
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await heading.evaluate((element) => (element as HTMLElement & { __fromServer?: boolean }).__fromServer), `${path}: the heading is the server's element, kept by hydration`).toBe(true);
  }
  expect(problems).toEqual([]);
});

test('a URL with filters is rendered in the browser from the prerendered listing, without a hydration error', async ({ page }) => {
  await page.goto('/listings?type=condo');
  const cards = page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('listitem').filter({ hasText: /^type / })).toHaveText('type Condo');
});

test("the app's code is fetched only once the photo shown first is downloaded (issue 12: LCP on a mobile connection)", async ({ page }) => {
  const property = await demoProperty(page.request, 'condo-levis-1');
  // A mobile connection (Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s): locally the photo would be there before any script.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto(`/property/${property.id}`);
  // Once hydrated, every file the app asked for is in the page's resource timings.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const { photo, firstAppScript } = await page.evaluate(() => {
    const photoElement = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      photo: resources.find((entry) => entry.name === photoElement.currentSrc)?.responseEnd ?? Infinity,
      firstAppScript: Math.min(...resources.filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
    };
  });
  expect(photo).toBeLessThan(Infinity);
  expect(firstAppScript).toBeLessThan(Infinity);
  // boot.ts waits for the photo's decode (so its whole download) and the frames after: the app's files never
  // compete with it. Chrome's own largest-paint time is not compared: headless, it may date that frame later
  // than the frames boot.ts waits for.
  expect(firstAppScript).toBeGreaterThanOrEqual(photo);
});

for (const { name, path, group, module, phone } of [
  { name: 'a property', path: async (page: Page) => `/property/${(await demoProperty(page.request, 'condo-levis-1')).id}`, group: 'property', module: 'property-page' },
  // The home's carousels, near the first screen, load once it is interactive (DeferUntilVisible): not before.
  { name: 'the home', path: async () => '/', group: 'home', module: 'home-page' },
  { name: 'the contact page', path: async () => '/contact', group: 'contact', module: 'contact-page' },
  { name: 'the listings page', path: async () => '/listings', group: 'listings', module: 'listings-page' },
  // On a phone: a wide screen starts the map, and its code, with the page (by design, issue 27).
  { name: 'the map search', path: async () => '/carte', group: 'map', module: 'map-search-page', phone: true },
]) {
  test(`${name} runs as islands: it fetches its islands' code with the runtime's, at once, and no code of the app (issue 29)`, async ({ page }) => {
    if (phone) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await path(page));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const { listed, appFiles, fetched } = await page.evaluate(() => {
      const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
      const hydrated = performance.getEntriesByName('hydrated')[0]!.startTime;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name) && entry.startTime < hydrated);
      return {
        listed: [tag.dataset.islands, ...tag.dataset.islandsPreload!.split(' ')],
        appFiles: [tag.dataset.entry, ...tag.dataset.preload!.split(' ')],
        fetched: scripts.map((entry) => new URL(entry.name).pathname),
      };
    });
    expect(listed.some((href) => new RegExp(`/islands-${group}-[\\w-]+\\.js$`).test(href!))).toBe(true);
    // Every file the page needed before it was hydrated was asked for at once, by the boot script, and none is the app's.
    expect(fetched.filter((href) => !listed.includes(href))).toEqual([]);
    expect(fetched.filter((href) => appFiles.includes(href))).toEqual([]);
    // The app's own list still names the page's module: a visit the islands do not serve (a query string) starts the app.
    expect(appFiles.some((href) => new RegExp(`/${module}-[\\w-]+\\.js$`).test(href!))).toBe(true);
  });
}

test('a phone gets what it shows interactive first; an island below it, changed at that moment, runs the change (issue 29)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // In the very task the page says it is interactive, before the islands below the first screen have run:
  // whether the mortgage calculator had run (Preact keeps its tree on the container, `__k`), then a change of
  // its amortisation, as a visitor's pick would send it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      const calculator = document.querySelector('[data-island="property:MortgageCalculator"]')!;
      const select = calculator.querySelector<HTMLSelectElement>('select[name="years"]')!;
      (window as unknown as { calculatorRanBefore: boolean }).calculatorRanBefore = '__k' in calculator;
      select.value = '15';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  const property = await demoProperty(page.request, 'condo-levis-1');
  await page.goto(`/property/${property.id}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { calculatorRanBefore: boolean }).calculatorRanBefore)).toBe(false);

  const calculator = page.getByRole('region', { name: 'Calculatrice hypothécaire' });
  const monthly = calculator.getByRole('status');
  await expect(calculator.getByLabel('Période d’amortissement')).toHaveValue('15');
  const at15 = await monthly.textContent();
  await calculator.getByLabel('Période d’amortissement').selectOption('25');
  await expect(monthly).not.toHaveText(at15!);
  await calculator.getByLabel('Période d’amortissement').selectOption('15');
  // The payment shown for the change made at the mark is the 15-year one: the change reached the island.
  await expect(monthly).toHaveText(at15!);
  await context.close();
});

test('an island keeps the ids of the prerendered page: what it links by id (labels, dialogs) still points at the right element', async ({ page, browser, baseURL }) => {
  const ids = async (target: Page) =>
    target.evaluate(() =>
      Array.from(document.querySelectorAll('[data-island] [id], [data-island] [for], [data-island] [aria-labelledby], [data-island] [aria-controls], [data-island] [aria-describedby]'), (element) =>
        ['id', 'for', 'aria-labelledby', 'aria-controls', 'aria-describedby'].map((name) => element.getAttribute(name) ?? '').join('|'),
      ),
    );
  const property = await demoProperty(page.request, 'condo-levis-1');
  const withoutScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const prerendered = await withoutScript.newPage();
  await prerendered.goto(`/property/${property.id}`);
  const before = await ids(prerendered);
  await withoutScript.close();

  await page.goto(`/property/${property.id}`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(before.length).toBeGreaterThan(10);
  expect(await ids(page)).toEqual(before);
  // The calculator's label still names its field once the island runs.
  await expect(page.getByLabel('Taux d’intérêt annuel (%)')).toBeEditable();
  // What an island adds later links to what was prerendered: the footer's newsletter error is described
  // by the ids the field already had (an island counting its ids apart would point at ids that do not exist).
  const footer = page.locator('footer form[data-newsletter-source="footer"]');
  await footer.getByRole('textbox').fill('pas-une-adresse');
  await footer.getByRole('textbox').press('Enter');
  await expect(footer.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide.');
  const described = (await footer.getByRole('textbox').getAttribute('aria-describedby'))!.split(' ');
  expect(described).toHaveLength(2);
  for (const id of described) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
});

test('the consent banner is in the HTML, shown before the app’s code runs, and never to a visitor who already chose', async ({ browser, baseURL }) => {
  // A context of its own: its pages never start the app (their boot script is refused), so they never hydrate.
  const context = await browser.newContext({ baseURL });
  await context.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/contact');
  const banner = page.getByRole('region', { name: 'Consentement aux témoins de mesure d’audience' });
  await expect(banner).toBeVisible();
  // Early in the document (before the page's content), so it is painted with the first screen, not after the last byte.
  const html = await (await page.request.get('/contact')).text();
  expect(html.indexOf('data-consent-banner')).toBeGreaterThan(0);
  expect(html.indexOf('data-consent-banner')).toBeLessThan(html.indexOf('<main'));
  await page.evaluate(() => localStorage.setItem('analytics_consent', 'refused'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
  await expect(banner).toBeHidden();
  await context.close();
});
