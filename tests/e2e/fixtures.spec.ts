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
  // An image without text, a nameless button in a frame and in a script-less preview frame (left out), a heading that
  // skips levels (a best practice, not a WCAG criterion), two 10 px buttons side by side (WCAG 2.2's target size), and
  // a link being edited in a rich-text editor (a press places the caret: the editor is the target).
  await page.getByRole('main').evaluate((main) =>
    main.insertAdjacentHTML(
      'beforeend',
      `<img id="sans-alt" src="/favicon.svg">
      <iframe title="Cadre de test" srcdoc='<!doctype html><html lang="fr"><title>Cadre</title><button id="sans-nom"></button></html>'></iframe>
      <iframe title="Aperçu" sandbox srcdoc='<!doctype html><html lang="fr"><title>Aperçu</title><button id="apercu-sans-nom"></button></html>'></iframe>
      <h6 id="saut-de-niveau">Titre</h6>
      <div><button id="petit-1" aria-label="Un" style="width:10px;height:10px;padding:0"></button><button aria-label="Deux" style="width:10px;height:10px;padding:0"></button></div>
      <div contenteditable="true" role="textbox" aria-label="Texte"><p><a id="lien-edite" href="https://www.oaciq.com/">Fondations</a></p></div>`,
    ),
  );
  await expect(page.frameLocator('iframe[title="Cadre de test"]').locator('#sans-nom')).toBeAttached();
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .*#sans-alt/));
  expect(violations).toContainEqual(expect.stringMatching(/^button-name: .*#sans-nom/));
  expect(violations.join('\n')).not.toContain('apercu-sans-nom');
  expect(violations.join('\n')).not.toContain('saut-de-niveau');
  expect(violations).toContainEqual(expect.stringMatching(/^target-size: .*#petit-1/));
  expect(violations.join('\n')).not.toContain('lien-edite');
});
