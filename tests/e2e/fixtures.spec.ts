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

test('axe reports what breaks WCAG 2.2 in the page and in its frames, not a best practice, a link being edited nor a script-less preview frame', async ({ page }) => {
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
    // Two 10 px buttons side by side: WCAG 2.2's target size (2.5.8).
    const tiny = document.createElement('div');
    tiny.innerHTML = '<button id="petit-1" aria-label="Un" style="width:10px;height:10px;padding:0"></button><button id="petit-2" aria-label="Deux" style="width:10px;height:10px;padding:0"></button>';
    // A link being edited in a rich-text editor: a press places the caret, the editor is the target.
    const editor = document.createElement('div');
    editor.contentEditable = 'true';
    editor.setAttribute('role', 'textbox');
    editor.setAttribute('aria-label', 'Texte');
    editor.innerHTML = '<p><a id="lien-edite" href="https://www.oaciq.com/">Fondations</a></p>';
    document.querySelector('main')!.append(image, frame, preview, skipped, tiny, editor);
  });
  await expect(page.frameLocator('iframe[title="Cadre de test"]').locator('#sans-nom')).toBeAttached();
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .*#sans-alt/));
  expect(violations).toContainEqual(expect.stringMatching(/^button-name: .*#sans-nom/));
  expect(violations.join('\n')).not.toContain('apercu-sans-nom');
  expect(violations.join('\n')).not.toContain('saut-de-niveau');
  expect(violations).toContainEqual(expect.stringMatching(/^target-size: .*#petit-1/));
  expect(violations.join('\n')).not.toContain('lien-edite');
});
