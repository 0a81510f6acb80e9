import { BATCH_DELAY_MS, VISIT_INTERVAL_MS } from '../../web/src/lib/tracking-rules';
import { axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';

/** Quebec Law 25: no tracking request and no identifier before 'Accepter'; 'Refuser' is just as easy and remembered. */
const BANNER = 'Consentement aux témoins de mesure d’audience';

function trackingRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/track/')) seen.push(url.pathname);
  });
  return seen;
}
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Lets the tracker do all it could do on this page, without waiting for time: its pending timers (the visit
 * a moment after a route change, the event batch's delay) run on Playwright's clock, then its flushes on page
 * hide (pagehide, and visibilitychange to hidden). Then the page sends a request of its own: requests are
 * reported in the order the page makes them, so once that one is seen, a tracking request would have been too.
 */
async function afterAllTheTrackerCouldSend(page: Page) {
  await page.clock.runFor(BATCH_DELAY_MS);
  await page.evaluate(() => {
    dispatchEvent(new PageTransitionEvent('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });
  const fence = page.waitForRequest((request) => new URL(request.url()).pathname === '/_local/settled');
  expect(await page.evaluate(() => fetch('/_local/settled').then((res) => res.status))).toBe(204);
  await fence;
}

test('refused: browsing sends no tracking request and stores no identifier, and the choice survives a reload', async ({ page }) => {
  const requests = trackingRequests(page);
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  // Both choices are the same kind of button, side by side, the same size.
  const [accept, refuse] = [banner.getByRole('button', { name: 'Accepter' }), banner.getByRole('button', { name: 'Refuser' })];
  const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.round(a!.width)).toBe(Math.round(r!.width));
  expect(Math.round(a!.height)).toBe(Math.round(r!.height));
  expect(await axeViolations(page)).toEqual([]);
  // Nothing before a choice either.
  await afterAllTheTrackerCouldSend(page);
  expect(requests).toEqual([]);
  expect(await stored(page, 'analytics_session')).toBeNull();

  // Keyboard: the buttons are reachable and work with Enter.
  await refuse.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await stored(page, 'analytics_consent')).toBe('refused');

  await page.getByRole('link', { name: 'Propriétés', exact: true }).first().click();
  await expect(page).toHaveURL(/\/listings/);
  await page.goto('/agents');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await afterAllTheTrackerCouldSend(page);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await stored(page, 'analytics_session')).toBeNull();
});

test('accepted: page visits are sent with a session id; the footer link reopens the choice, and refusing forgets the id', async ({ page }) => {
  const requests = trackingRequests(page);
  await page.clock.install();
  await page.goto('/');
  const visit = page.waitForRequest((r) => r.url().endsWith('/api/track/visit') && r.method() === 'POST');
  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Accepter' }).click();
  const body = (await visit).postDataJSON() as { sessionToken: string; pageUrl: string; deviceType: string };
  const session = await stored(page, 'analytics_session');
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  expect(body).toMatchObject({ sessionToken: session, pageUrl: '/', deviceType: 'desktop' });
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);

  // A route change is another visit (at most one a second: the page's clock moves on by that much).
  await page.clock.runFor(VISIT_INTERVAL_MS);
  const next = page.waitForRequest((r) => r.url().endsWith('/api/track/visit'));
  await page.getByRole('link', { name: 'Propriétés', exact: true }).first().click();
  expect((await next).postDataJSON()).toMatchObject({ sessionToken: session, pageUrl: '/listings' });

  // Remembered across a reload: no banner, same session, visits go on.
  const afterReload = page.waitForRequest((r) => r.url().endsWith('/api/track/visit'));
  await page.reload();
  expect((await afterReload).postDataJSON()).toMatchObject({ sessionToken: session });
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);

  // 'Préférences de témoins' in the footer reopens the banner, with the focus on it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Préférences de témoins' }).click();
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toBeFocused();
  await banner.getByRole('button', { name: 'Refuser' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Préférences de témoins' })).toBeFocused();
  expect(await stored(page, 'analytics_session')).toBeNull();
  const count = requests.length;
  await page.goto('/agents');
  await afterAllTheTrackerCouldSend(page);
  expect(requests.length).toBe(count);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the banner leaves most of the screen to the page, and the page end can scroll above it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThan(667 * 0.45);
    // The header's actions stay usable while the banner shows.
    await expect(page.getByRole('banner').getByRole('link').first()).toBeInViewport();
    // The footer's last line scrolls into view above the banner.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Préférences de témoins' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await page.getByRole('contentinfo').getByRole('button', { name: 'Préférences de témoins' }).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(box.y + 1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
