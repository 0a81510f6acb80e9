import { signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress, waitForTheApp } from './fixtures';
import { humanPause } from './forms';

/** The pointer leaving the window through the top edge, as the browser reports it. Call it once the page shows (the listener is set after hydration). */
const leaveThroughTop = (page: Page) =>
  page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -2, relatedTarget: null })));
const popup = (page: Page) => page.getByRole('dialog', { name: 'Attendez ! Votre évaluation gratuite' });

/**
 * Whether an exit was acted on, two frames after it: by then a popup armed for it has rendered its element and,
 * if its code (loaded only when it is about to show) was not there yet, asked for it.
 */
function watchExitPopup(page: Page) {
  let codeAsked = false;
  page.on('request', (request) => {
    if (/\/(?:islands-)?exit-popup-dialog-[\w-]+\.js$/.test(request.url())) codeAsked = true;
  });
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return codeAsked || (await page.locator('dialog', { hasText: 'Votre évaluation gratuite' }).count()) > 0;
  };
}

test('shown once per page load when the pointer leaves through the top; Non merci closes it and gives focus back', async ({ page }) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox').first();
  await search.focus();
  // Leaving through a side is not an exit intent.
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: -2, clientY: 300, relatedTarget: null })));
  await expect(popup(page)).toHaveCount(0);

  // The witness the absence checks below rely on: two frames after an exit that opens it, the popup is under way.
  const acted = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await acted()).toBe(true);
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/Cette offre se ferme dans 4:5\d/);
  const submit = dialog.getByRole('button', { name: 'Obtenir mon évaluation gratuite' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nom complet').fill('Luc Pelletier');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Adresse de la propriété').fill('12 rue Principale, Lévis');
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('Adresse de la propriété').fill('   ');
  await expect(submit).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Non merci' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(search).toBeFocused();

  // Once per page load, even after moving to another page of the site (a document of its own).
  const actedAgain = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await actedAgain()).toBe(false);
  await page.getByRole('link', { name: 'Courtage Québec' }).first().click();
  await page.waitForURL('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const actedOnTheNextPage = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await actedOnTheNextPage()).toBe(false);
  // A new page load arms it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
});

test('sends a seller lead from exit-popup-website with the spec message, then closes', async ({ page }) => {
  await page.clock.install();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress('203.0.113') });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  const dialog = popup(page);
  await dialog.getByLabel('Nom complet').fill('Luc Pelletier');
  await dialog.getByLabel('Adresse de la propriété').fill('12 rue Principale, Lévis');
  await dialog.getByLabel('Courriel (facultatif)').fill('pas-un-courriel');
  await humanPause(page);
  await dialog.getByRole('button', { name: 'Obtenir mon évaluation gratuite' }).click();
  await expect(dialog.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
  await dialog.getByLabel('Courriel (facultatif)').fill('');
  await dialog.getByLabel('Précisions (facultatif)').fill('Jumelé rénové');
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads/exit-popup');
  await dialog.getByRole('button', { name: 'Obtenir mon évaluation gratuite' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Luc Pelletier', address: '12 rue Principale, Lévis', email: '', details: 'Jumelé rénové' });
  await expect(page.getByText('Demande envoyée !', { exact: true })).toBeVisible();
  await expect(page.getByText('Nous vous contacterons rapidement pour votre évaluation gratuite.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('closes by itself when the 300-second countdown ends', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await page.clock.runFor(299_000);
  await expect(popup(page).getByRole('timer')).toHaveText('Cette offre se ferme dans 0:01');
  await page.clock.runFor(1_500);
  await expect(popup(page)).toHaveCount(0);
});

test('never over another dialog, on the sign-in page, on touch devices or in the back office', async ({ page, browser }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const actedOnSignIn = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await actedOnSignIn()).toBe(false);
  // Another public page: armed there, the sign-in page did not use it up.
  await page.getByRole('link', { name: 'Courtage Québec' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trouvez la propriété de vos rêves au Québec' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // A reload arms it again; over the open menu, an exit is ignored.
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
  const actedOverMenu = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await actedOverMenu()).toBe(false);
  // Once the menu is closed, the same exit opens it: the open menu was the only reason.
  await page.keyboard.press('Escape');
  await leaveThroughTop(page);
  await expect(popup(page)).toBeVisible();

  const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const phonePage = waitForTheApp(await phone.newPage());
  const actedOnPhone = watchExitPopup(phonePage);
  await phonePage.goto('/');
  await expect(phonePage.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(phonePage);
  expect(await actedOnPhone()).toBe(false);
  await phone.close();

  await signInAsAdmin(page);
  const actedForAdmin = watchExitPopup(page);
  await leaveThroughTop(page);
  expect(await actedForAdmin()).toBe(false);
});
