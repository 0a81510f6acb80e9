import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';

test('home renders with the public layout and no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Évaluer ma propriété' })).toHaveAttribute('href', '/vendeur-lead');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the side menu lists the spec entries and is keyboard operable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog');
  for (const label of ['Accueil', 'Propriétés', 'Nos Courtiers', 'Blog', 'Recherche IA', 'Favoris', 'Contact']) {
    await expect(menu.getByRole('navigation').getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/cette-page-nexiste-pas');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // Console events reach the test asynchronously: poll rather than read once.
  await expect.poll(() => logged.some((t) => t.includes('/cette-page-nexiste-pas'))).toBe(true);
  await page.getByRole('main').getByRole('link', { name: /accueil/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers on the same origin', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('the public library chunk carries the V8 compile hint (compiled off the main thread)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The boot script's tag names the modules it preloads once the page is painted (web/src/boot.ts).
  const vendor = html.match(/data-preload="[^"]*?(\/assets\/vendor-[^" ]+)/)?.[1];
  expect(vendor).toBeTruthy();
  expect((await (await request.get(vendor!)).text()).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
});

test('the app code every page loads first comes in small files, which boot.ts evaluates one per task (issue 12: TBT)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const modules = html.match(/data-preload="([^"]*)"/)?.[1]?.split(' ').filter(Boolean) ?? [];
  const app = modules.filter((href) => !/\/(?:vendor|rolldown-runtime)-/.test(href));
  expect(app.length).toBeGreaterThan(1);
  // One file of the app's own code evaluated in one task blocked a phone's main thread for ~80 ms (51 KB).
  for (const href of app) expect((await (await request.get(href)).body()).length, href).toBeLessThanOrEqual(36 * 1024);
});
