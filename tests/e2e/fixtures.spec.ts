import { expect, test } from './fixtures.js';
import { axeViolations } from './axe.js';

// The shared fixture records what would fail a test: these tests provoke it on purpose, check that it
// was recorded, then clear the record so that their own teardown check passes.

test('the fixture records a Content-Security-Policy violation', async ({ page, pageProblems }) => {
  // The home page served with a policy that refuses every image: the hero photo is a violation.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "img-src 'none'" } });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageProblems.some((problem) => /^CSP violation: img-src refused .*hero-1\.webp/.test(problem))).toBe(true);
  pageProblems.length = 0;
});

test('the fixture records an uncaught page error', async ({ page, pageProblems }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => setTimeout(() => {
    throw new Error('uncaught on purpose');
  }));
  await expect.poll(() => pageProblems.some((problem) => problem.includes('uncaught on purpose'))).toBe(true);
  pageProblems.length = 0;
});

test('axe reports what breaks WCAG in the page and in its frames, not a best practice nor a script-less preview frame', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    image.id = 'sans-alt';
    const frame = document.createElement('iframe');
    frame.title = 'Cadre de test';
    frame.srcdoc = '<!doctype html><html lang="fr"><title>Cadre</title><button id="sans-nom"></button></html>';
    const preview = document.createElement('iframe');
    preview.title = 'Aperçu';
    preview.setAttribute('sandbox', '');
    preview.srcdoc = '<!doctype html><html lang="fr"><title>Aperçu</title><button id="apercu-sans-nom"></button></html>';
    // A heading that skips levels: a best practice, not a WCAG criterion (the readings are WCAG 2 A/AA only).
    const skipped = document.createElement('h6');
    skipped.id = 'saut-de-niveau';
    skipped.textContent = 'Titre';
    document.querySelector('main')!.append(image, frame, preview, skipped);
  });
  await expect(page.frameLocator('iframe[title="Cadre de test"]').locator('#sans-nom')).toBeAttached();
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .*#sans-alt/));
  expect(violations).toContainEqual(expect.stringMatching(/^button-name: .*#sans-nom/));
  expect(violations.join('\n')).not.toContain('apercu-sans-nom');
  expect(violations.join('\n')).not.toContain('saut-de-niveau');
});
