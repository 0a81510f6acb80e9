import { axeViolations } from './axe';
import { demoProperty } from './demo-data.js';
import { expect, test, type Locator } from './fixtures';

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The <output> of a result, by the name of its figure. */
const figure = (calculator: Locator, name: string) => calculator.getByRole('status', { name, exact: true });
const expectFigure = async (calculator: Locator, name: string, text: string) => expect.poll(async () => normalise(await figure(calculator, name).textContent())).toBe(text);

test('the welcome tax follows the province’s brackets, or Montréal’s, on the prerendered page', async ({ page, request }) => {
  const html = await (await request.get('/calculatrices')).text();
  expect(html).toContain('Calculatrices de l’acheteur');
  expect(html).toContain('Paliers et taux de 2025');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Calculatrices de l’acheteur' }).click();
  await expect(page).toHaveURL(/\/calculatrices$/);
  await expect(page).toHaveTitle('Calculatrices de l’acheteur · Courtage Québec');
  const tax = page.getByRole('region', { name: 'Droits de mutation (taxe de bienvenue)' });
  await tax.getByLabel('Prix d’achat ($)').fill('500000');
  // 61 500 × 0,5 % + (307 800 − 61 500) × 1 % + (500 000 − 307 800) × 1,5 % = 307,50 + 2 463 + 2 883 = 5 653,50 $
  await expectFigure(tax, 'Droits à payer', '5 654 $');
  await expect(tax.getByRole('row')).toHaveCount(4);
  // Montréal: 1,5 % only up to 552 300 $, then 2 %: at 600 000 $, 307,50 + 2 463 + 3 667,50 + 954 = 7 392 $.
  await tax.getByLabel('Prix d’achat ($)').fill('600000');
  await tax.getByLabel('La propriété est à Montréal').check();
  await expectFigure(tax, 'Droits à payer', '7 392 $');
  await expect(tax.getByText(/Hors Montréal/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the down payment, the CMHC premium and the cash to bring, then the borrowing capacity', async ({ page }) => {
  await page.goto('/calculatrices');
  const purchase = page.getByRole('region', { name: 'Mise de fonds, assurance prêt et fonds à la signature' });
  await purchase.getByLabel('Prix d’achat ($)').fill('450000');
  await purchase.getByLabel('Mise de fonds ($)').fill('22500');
  // 5 % down: a 95 % loan, premium 4,00 % of 427 500 = 17 100 $, its 9 % tax 1 539 $ paid at closing.
  await expectFigure(purchase, 'Mise de fonds minimale', '22 500 $');
  await expectFigure(purchase, 'Prime d’assurance prêt hypothécaire', '17 100 $ (4 % du prêt)');
  await expectFigure(purchase, 'Taxe sur la prime (payée à la signature)', '1 539 $');
  await expectFigure(purchase, 'Prêt hypothécaire, prime incluse', '444 600 $');
  // Welcome tax at 450 000 $: 307,50 + 2 463 + 2 133 = 4 903,50; cash: 22 500 + 4 903,50 + 1 539 + 1 800 (notary) = 30 742,50.
  await purchase.getByLabel('Notaire ($)').fill('1800');
  await expect.poll(async () => normalise(await purchase.getByRole('status').last().textContent())).toBe('30 743 $');

  // Below the minimum: said, in French.
  await purchase.getByLabel('Mise de fonds ($)').fill('20000');
  await expect(purchase.getByRole('alert')).toHaveText('La mise de fonds est sous le minimum : ce prêt ne peut pas être assuré.');
  // 20 % or more: no premium.
  await purchase.getByLabel('Mise de fonds ($)').fill('90000');
  await expectFigure(purchase, 'Prime d’assurance prêt hypothécaire', 'Aucune : 20 % ou plus de mise de fonds');

  const borrowing = page.getByRole('region', { name: 'Capacité d’emprunt' });
  await borrowing.getByLabel('Taux d’intérêt offert (%)').fill('4.5');
  // 4,5 % + 2 points is above the 5,25 % floor: payments are qualified at 6,5 %.
  await expectFigure(borrowing, 'Taux de qualification', '6,5 %');
  await borrowing.getByLabel('Taux d’intérêt offert (%)').fill('2');
  await expectFigure(borrowing, 'Taux de qualification', '5,25 %');
  const before = normalise(await figure(borrowing, 'Prix maximal').textContent());
  await borrowing.getByLabel('Autres dettes, paiements par mois ($)').fill('1500');
  await expect(borrowing.getByText(/Limité par l’amortissement total de la dette/)).toBeVisible();
  await expect.poll(async () => normalise(await figure(borrowing, 'Prix maximal').textContent())).not.toBe(before);
  expect(await axeViolations(page)).toEqual([]);
});

test('a property page shows its purchase costs and opens the calculators at its price', async ({ page }) => {
  const property = await demoProperty(page.request, 'condo-levis-1');
  expect(property.price).toBe(389_000);
  await page.goto(`/property/${property.id}`);
  const costs = page.getByRole('region', { name: 'Coûts d’achat à prévoir' });
  // 5 % of 389 000 $; welcome tax 307,50 + 2 463 + (389 000 − 307 800) × 1,5 % = 3 988,50 $, the same everywhere under 500 000 $.
  await expect(costs.getByRole('definition')).toHaveText(['19 450 $', '3 989 $']);
  await expect(costs.getByText(/certaines municipalités/)).toHaveCount(0);
  // Above 500 000 $ a town may charge more: 47 500 $ down (5 % of 500 000 + 10 % of 225 000); at least 307,50 + 2 463 + 6 258 = 9 028,50 $.
  await page.goto(`/property/${(await demoProperty(page.request, 'loft-saint-henri-1')).id}`);
  await expect(costs.getByRole('definition')).toHaveText(['47 500 $', 'au moins 9 029 $']);
  await expect(costs.getByText(/certaines municipalités, dont Montréal/)).toBeVisible();
  await page.goBack();
  // The calculators' scripts wait: until they run, the default price's figures must not be on screen.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Droits de mutation, mise de fonds et capacité d’emprunt pour ce prix' }).click();
  await expect(page).toHaveURL(new RegExp(`/calculatrices\\?prix=${Math.round(property.price)}$`));
  const prerenderedPrice = page.locator('main input[name="price"]').first();
  await expect(prerenderedPrice).toBeAttached();
  await expect(prerenderedPrice).toBeHidden();
  release();
  // As soon as they show, they are at the property's price.
  const tax = page.getByRole('region', { name: 'Droits de mutation (taxe de bienvenue)' });
  await expect(tax).toBeVisible();
  expect(normalise(await tax.getByLabel('Prix d’achat ($)').inputValue()).replace(/\D/g, '')).toBe(String(Math.round(property.price)));
  expect(normalise(await figure(tax, 'Droits à payer').textContent())).toBe('3 989 $');
  const purchase = page.getByRole('region', { name: 'Mise de fonds, assurance prêt et fonds à la signature' });
  expect(normalise(await purchase.getByLabel('Mise de fonds ($)').inputValue()).replace(/\D/g, '')).toBe('19450');
});
