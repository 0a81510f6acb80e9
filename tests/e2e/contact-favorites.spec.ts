import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import type { PropertyDetail } from '../../shared/properties/api.js';
import { axeViolations } from './axe.js';
import { demoProperty } from './demo-data.js';
import { expect, test } from './fixtures.js';
import { humanPause } from './forms.js';

const LIKES_KEY = 'courtage-quebec:liked-properties';
let first: PropertyDetail;
let second: PropertyDetail;

test.beforeAll(async ({ request }) => {
  first = await demoProperty(request, 'condo-griffintown-1');
  second = await demoProperty(request, 'maison-westmount-1');
});

test.describe('contact page', () => {
  test("shows the brokerage's details and sends a message that becomes a lead; the form is cleared", async ({ page }) => {
    await page.clock.install();
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads/contact') sent.push(request.postDataJSON());
    });
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact · Courtage Québec');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Nos coordonnées' });
    await expect(details.getByRole('link', { name: '(514) 555-0199' })).toHaveAttribute('href', 'tel:+15145550199');
    await expect(details.getByRole('link', { name: 'info@courtage-quebec.ca' })).toHaveAttribute('href', 'mailto:info@courtage-quebec.ca');
    await expect(details).toContainText('René-Lévesque');
    await expect(details).toContainText('Lundi au vendredi');
    const form = page.getByRole('region', { name: 'Écrivez-nous' });
    await expect(form.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
    expect(await axeViolations(page)).toEqual([]);

    // Required fields are marked, and checked before anything is sent.
    for (const label of ['Nom complet', 'Courriel', 'Message']) await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Téléphone')).not.toHaveAttribute('required', '');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Veuillez remplir tous les champs obligatoires')).toHaveCount(3);
    await expect(form.getByLabel('Nom complet')).toBeFocused();
    await form.getByLabel('Nom complet').fill('Léa Fortin');
    await form.getByLabel('Courriel').fill('lea@');
    await form.getByLabel('Message').fill('Je cherche un condo à Laval.');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
    await expect(form.getByLabel('Courriel')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);

    const email = `lea.${Date.now()}@example.com`;
    await form.getByLabel('Courriel').fill(email);
    await form.getByLabel('Téléphone').fill('514 555-0142');
    await humanPause(page);
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/leads/contact');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('✅ Message envoyé !')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Léa Fortin', email, phone: '514 555-0142', message: 'Je cherche un condo à Laval.', website: '' });
    expect(sent[0]).not.toHaveProperty('propertyId');
    for (const label of ['Nom complet', 'Courriel', 'Téléphone', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
  });

  test("a property page's 'Poser une question' opens the form about that property (?propriete=)", async ({ page }) => {
    await page.clock.install();
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads/contact') sent.push(request.postDataJSON());
    });
    await page.goto(`/property/${first.id}`);
    await page.getByRole('link', { name: 'Poser une question' }).click();
    await expect(page).toHaveURL(`/contact?propriete=${first.id}`);
    const form = page.getByRole('region', { name: 'Écrivez-nous' });
    await expect(form.getByText(first.title)).toBeVisible();
    await form.getByLabel('Nom complet').fill('Paul Roy');
    await form.getByLabel('Courriel').fill(`paul.${Date.now()}@example.com`);
    await form.getByLabel('Message').fill('Est-elle encore disponible ?');
    await humanPause(page);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('✅ Message envoyé !')).toBeVisible();
    expect(sent[0]).toMatchObject({ propertyId: first.id });
    // Cleared with the rest of the form.
    await expect(form.getByText(first.title)).toHaveCount(0);
    await expect(page).toHaveURL('/contact');
  });

  test("'Retirer cette propriété' drops it from the form and the URL, and keeps what was typed", async ({ page }) => {
    await page.goto(`/contact?propriete=${first.id}`);
    const form = page.getByRole('region', { name: 'Écrivez-nous' });
    await expect(form.getByText(first.title)).toBeVisible();
    await form.getByLabel('Nom complet').fill('Paul Roy');
    await form.getByRole('button', { name: 'Retirer cette propriété' }).click();
    await expect(form.getByText(first.title)).toHaveCount(0);
    await expect(page).toHaveURL('/contact');
    await expect(form.getByLabel('Nom complet')).toHaveValue('Paul Roy');
  });
});

test('contact page: a refusal from the server (429) is shown in French and the form is kept', async ({ page }) => {
  const refusal = 'Trop de demandes envoyées. Réessayez dans quelques minutes.';
  await page.route('**/api/leads/contact', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: refusal } }) }),
  );
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  await form.getByLabel('Nom complet').fill('Léa Fortin');
  await form.getByLabel('Courriel').fill('lea@example.com');
  await form.getByLabel('Message').fill('Bonjour');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Bonjour');
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
});

test.describe('favourites', () => {
  test('with nothing liked: an empty state leading to the listings', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page).toHaveTitle('Favoris · Courtage Québec');
    await expect(page.getByRole('heading', { name: 'Aucun favori pour le moment' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Parcourir les propriétés' }).click();
    await expect(page).toHaveURL('/listings');
  });

  test('two properties liked on their pages are listed; an unliked one is gone', async ({ page }) => {
    for (const property of [first, second]) {
      await page.goto(`/property/${property.id}`);
      const like = page.getByRole('button', { name: 'Aimer cette propriété' });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/favorites');
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveText([first.title, second.title]);
    await expect(page.getByRole('link', { name: first.title })).toHaveAttribute('href', `/property/${first.id}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('2 propriétés');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Retirer « ${first.title} » des favoris` }).click();
    await expect(cards).toHaveText([second.title]);
    await page.reload();
    await expect(cards).toHaveText([second.title]);

    // Unliked on its own page too: the favourites are empty again.
    await page.goto(`/property/${second.id}`);
    await page.getByRole('button', { name: 'Aimer cette propriété' }).click();
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Aucun favori pour le moment' })).toBeVisible();
  });

  test('a liked property that is no longer active is dropped from the list and from storage', async ({ page }) => {
    const inactive = demoProperties.find((p) => !p.isActive);
    expect(inactive, 'the seed keeps an inactive property').toBeDefined();
    const gone = demoId('property', inactive!.key);
    await page.goto('/');
    await page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [LIKES_KEY, [gone, first.id, 'inconnu']] as const);
    await page.goto('/favorites');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([first.title]);
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), LIKES_KEY)).toEqual([first.id]);
  });
});
