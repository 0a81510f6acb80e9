import AxeBuilder from '@axe-core/playwright';
import { demoSiteIdentity } from '../../infra/local/seed/data/site.js';
import { formatNumber, formatPrice } from '../../shared/format.js';
import type { PropertyDetail } from '../../shared/properties/api.js';
import { agencyMention } from '../../shared/settings/identity.js';
import { demoProperty } from './demo-data.js';
import { expect, test, type Locator, serveSpaShell } from './fixtures.js';
import { humanPause } from './forms.js';

/**
 * Chosen in the seed for what the tests check: 8 photos (more than a page of thumbnails), an MLS
 * number, a virtual tour, location scores, and a primary agent with a calendar of her own.
 */
const SHOWCASE_PROPERTY = 'penthouse-centre-ville-1';
/** Its primary agent has no calendar of his own: the widget falls back to the configured event type. */
const PROPERTY_WITHOUT_AGENT_CALENDAR = 'condo-levis-1';

/** The scheduling widget is a local fake started by global setup, which points the stack at it. */
let property: PropertyDetail;
let propertyPath: string;
let withoutAgentCalendar: PropertyDetail;

test.beforeAll(async ({ request }) => {
  expect(process.env.SCHEDULING_ORIGIN, 'global setup starts the fake scheduling widget').toBeTruthy();
  property = await demoProperty(request, SHOWCASE_PROPERTY);
  propertyPath = `/property/${property.id}`;
  withoutAgentCalendar = await demoProperty(request, PROPERTY_WITHOUT_AGENT_CALENDAR);
});

/** fr-CA separators are no-break spaces (U+00A0 or U+202F depending on ICU): compare them as spaces. */
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = (locator: Locator) => locator.textContent().then(normalise);

/** The standard amortisation formula, written again here so the test checks the app, not itself. */
function expectedMonthly(loan: number, ratePercent: number, years: number) {
  const months = years * 12;
  const r = ratePercent / 100 / 12;
  return r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months);
}

test('shows the property with a prioritised, fixed-size main image', async ({ page }) => {
  await page.goto(propertyPath);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await expect(page).toHaveTitle(`${property.title} · Courtage Québec`);

  const total = property.photosUrls.length;
  const main = page.getByRole('img', { name: `${property.title} – photo 1 sur ${total}` });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('width', '1200');
  await expect(main).toHaveAttribute('height', '800');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The real photo, not the placeholder.
  await expect(main).toHaveAttribute('src', property.photosUrls[0]!);

  await expect(page.getByRole('link', { name: 'Retour aux annonces' })).toHaveAttribute('href', '/listings');
  await expect.poll(() => textOf(page.getByRole('region', { name: 'Prix demandé' }))).toContain(normalise(formatPrice(property.price)));
  expect(property.mlsNumber, 'the showcase property has an MLS number').toBeTruthy();
  await expect(page.getByText(`MLS ${property.mlsNumber}`)).toBeVisible();
  expect(property.virtualTourUrl, 'the showcase property has a virtual tour').toBeTruthy();
  const tour = page.getByRole('link', { name: /Visite Virtuelle 360°/ });
  await expect(tour).toHaveAttribute('href', property.virtualTourUrl!);
  await expect(tour).toHaveAttribute('target', '_blank');
  await expect(tour).toHaveAttribute('rel', /noopener/);

  const agent = property.agents[0]!;
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(agent.name, { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: new RegExp(agent.email.replace(/[.+]/g, '\\$&')) })).toHaveAttribute('href', `mailto:${agent.email}`);
  await expect(page.getByRole('meter')).toHaveCount(
    [property.walkScore, property.transitScore, property.bikeScore].filter((s) => s !== undefined).length,
  );
});

test('shows the facts the listing states and its broker\'s OACIQ mentions, and nothing for facts it does not state (issue 26)', async ({ page, request }) => {
  // The condo states its build year, parking, features and amenities (infra/local/seed/data/properties.ts).
  await page.goto(`/property/${withoutAgentCalendar.id}`);
  const price = page.getByRole('region', { name: 'Prix demandé' });
  await expect(price.getByRole('definition').last()).toHaveText('2022');
  await expect(page.getByRole('region', { name: 'Caractéristiques' }).getByRole('listitem')).toHaveText(['Certifié Novoclimat', 'Deux salles de bains complètes', 'Balcon orienté sud']);
  await expect(page.getByRole('region', { name: 'Commodités' }).getByRole('listitem')).toHaveText(['Climatisation', 'Chauffage', 'Lave-vaisselle', 'Laveuse-sécheuse']);
  // Its broker is advertised with his OACIQ designations, then the agency's name and designation.
  const broker = withoutAgentCalendar.agents[0]!;
  expect(broker.licenceDesignations.length, 'the seed gives the broker a licence').toBeGreaterThan(0);
  await expect(page.getByText(broker.licenceDesignations.join(' · '), { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(agencyMention(demoSiteIdentity), { exact: true }).first()).toBeVisible();

  // The duplex states no feature and no amenity: no section claims any.
  const duplex = await demoProperty(request, 'duplex-rosemont-1');
  expect(duplex.features ?? [], 'the duplex states no feature').toEqual([]);
  await page.goto(`/property/${duplex.id}`);
  await expect(page.getByRole('heading', { level: 1, name: duplex.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Caractéristiques' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Commodités' })).toHaveCount(0);
});

test('the gallery wraps both ways and pages its thumbnails', async ({ page }) => {
  const shown = property;
  const total = shown.photosUrls.length;
  expect(total, 'the showcase property has more than one page (6) of thumbnails').toBeGreaterThan(6);
  const photo = (n: number) => page.getByRole('img', { name: `${shown.title} – photo ${n} sur ${total}` });
  // The arrows are labels of the photos' radios (they work before the app runs): one pair per photo, the shown one's visible.
  const arrow = (name: string) => page.locator('label').filter({ hasText: name, visible: true });

  await page.goto(`/property/${shown.id}`);
  const count = page.getByText(/^\d+ \/ \d+$/).filter({ visible: true });
  await expect(count).toHaveText(`1 / ${total}`);

  // From the first photo, "previous" shows the last one.
  await arrow('Photo précédente').click();
  await expect(count).toHaveText(`${total} / ${total}`);
  await expect(photo(total)).toHaveAttribute('src', shown.photosUrls[total - 1]!);

  // From the last photo, "next" shows the first one.
  await arrow('Photo suivante').click();
  await expect(count).toHaveText(`1 / ${total}`);
  await expect(photo(1)).toHaveAttribute('src', shown.photosUrls[0]!);

  // The keyboard's way: one radio per photo; the arrow keys move between them.
  const radios = page.getByRole('radiogroup', { name: 'Choisir une photo' }).getByRole('radio');
  await expect(radios).toHaveCount(total);
  await expect(page.locator('[data-dot]')).toHaveCount(Math.min(total, 8));
  await radios.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(count).toHaveText(`2 / ${total}`);
  await expect(page.getByRole('radio', { name: 'Afficher la photo 2' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(count).toHaveText(`1 / ${total}`);

  const thumbnails = page.getByRole('group', { name: 'Miniatures des photos' });
  const thumbnailItems = thumbnails.getByRole('listitem');
  await expect(thumbnailItems).toHaveCount(Math.min(total, 6));
  await page.getByRole('button', { name: 'Miniatures suivantes' }).click();
  await expect(thumbnailItems).toHaveCount(total - 6);
  await thumbnails.locator('label').filter({ hasText: 'Afficher la photo 7' }).click();
  await expect(count).toHaveText(`7 / ${total}`);
  await expect(photo(7)).toHaveAttribute('src', shown.photosUrls[6]!);
  // The pages wrap too.
  await page.getByRole('button', { name: 'Miniatures suivantes' }).click();
  await expect(thumbnailItems).toHaveCount(6);
});

test('the like toggle is pressed and remembered in this browser', async ({ page }) => {
  await page.goto(propertyPath);
  const like = page.getByRole('button', { name: 'Aimer cette propriété' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Aimer cette propriété' })).toHaveAttribute('aria-pressed', 'true');
});

test('the mortgage calculator follows the amortisation formula', async ({ page }) => {
  await page.goto(propertyPath);
  const calculator = page.getByRole('region', { name: 'Calculatrice hypothécaire' });
  // Its fields load when a visitor scrolls near them.
  await calculator.scrollIntoViewIfNeeded();
  const price = calculator.getByLabel('Prix de la propriété ($)');
  const downPayment = calculator.getByLabel('Mise de fonds ($)');
  const rate = calculator.getByLabel('Taux d’intérêt annuel (%)');
  const amortisation = calculator.getByLabel('Période d’amortissement');
  const monthly = calculator.getByRole('status', { name: 'Paiement mensuel estimé' });

  const defaultDown = Math.round(property.price * 0.2);
  expect(normalise(await price.inputValue())).toBe(normalise(formatNumber(property.price)));
  expect(normalise(await downPayment.inputValue())).toBe(normalise(formatNumber(defaultDown)));
  await expect(calculator.getByText('20 % du prix')).toBeVisible();
  await expect(rate).toHaveValue('5.25');
  await expect(rate).toHaveAttribute('step', '0.01');
  await expect(amortisation).toHaveValue('25');
  await expect(amortisation.getByRole('option', { name: '25 ans (standard)' })).toBeAttached();
  await expect(calculator.getByText('hors taxes et assurances')).toBeVisible();
  await expect
    .poll(() => textOf(monthly))
    .toBe(normalise(formatPrice(expectedMonthly(property.price - defaultDown, 5.25, 25))));

  await rate.fill('4.5');
  await amortisation.selectOption('20');
  await expect
    .poll(() => textOf(monthly))
    .toBe(normalise(formatPrice(expectedMonthly(property.price - defaultDown, 4.5, 20))));

  const down = Math.round(property.price * 0.3);
  await downPayment.fill(String(down));
  expect(normalise(await downPayment.inputValue())).toBe(normalise(formatNumber(down)));
  await expect(calculator.getByText('30 % du prix')).toBeVisible();
  await expect
    .poll(() => textOf(monthly))
    .toBe(normalise(formatPrice(expectedMonthly(property.price - down, 4.5, 20))));

  // Typing keeps the thousand separators as the number grows.
  await price.fill('');
  await price.pressSequentially('1250000');
  expect(normalise(await price.inputValue())).toBe('1 250 000');
});

test('share: the dialog takes focus, lists the networks and copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(propertyPath);
  const shareButton = page.getByRole('button', { name: 'Partager' });
  await shareButton.click();
  const dialog = page.getByRole('dialog', { name: 'Partager cette propriété' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  const url = encodeURIComponent(page.url());
  await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
  await expect(dialog.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  await expect(dialog.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.%]/g, '\\$&')}`));
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(dialog.getByRole('link', { name: /Courriel/ })).toHaveAttribute('href', /^mailto:\?subject=/);

  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(shareButton).toBeFocused();
});

test('share: a refused clipboard says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto(propertyPath);
  await page.getByRole('button', { name: 'Partager' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Impossible de copier le lien.')).toBeVisible();
});

test('an unknown property shows the not-found state', async ({ page }) => {
  await page.goto('/property/inexistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Propriété non trouvée' })).toBeVisible();
  await expect(page.getByText("Cette propriété n'existe pas ou n'est plus disponible.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux annonces' })).toHaveAttribute('href', '/listings');
  await expect(page).toHaveTitle('Propriété non trouvée · Courtage Québec');
  await expect(page.getByText('Erreur lors du chargement de la propriété')).toHaveCount(0);
});

test('loading, then a server error shows the error toast', async ({ page }) => {
  await serveSpaShell(page); // what the browser does while this page's data loads: not the prerendered HTML
  // The answer is held until the loading state has been seen.
  let answer!: () => void;
  const loadingSeen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/properties/*', async (route) => {
    await loadingSeen;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erreur interne.' } } });
  });
  await page.goto(propertyPath);
  await expect(page.getByText('Chargement de la propriété...')).toBeVisible();
  answer();
  await expect(page.getByText('Erreur lors du chargement de la propriété')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Propriété non trouvée' })).toBeVisible();
});

test('booking a visit: recorded once, dialog closes after 5 s, a repeated booking is reported', async ({ page }) => {
  // The page's clock (the bot check's 2 s, the dialog's 5 s) is moved by the test instead of waited for.
  await page.clock.install();
  const bookings: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/appointments') bookings.push(request.postDataJSON());
  });
  const property = withoutAgentCalendar;
  const agent = property.agents[0]!;
  expect(agent.calendlyUrl, 'this demo property\'s primary agent has no calendar of his own').toBeUndefined();
  const { eventType } = (await (await page.request.get('/api/visit-scheduling')).json()) as { eventType: string };

  await page.goto(`/property/${property.id}`);
  const bookButton = page.getByRole('button', { name: 'Réserver une visite' });
  await bookButton.click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une visite' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('45 minutes');
  await expect(dialog.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');

  // The widget: the configured event type (the agent has no calendar of his own) on the configured origin.
  const frame = dialog.locator('iframe');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).toBe(process.env.SCHEDULING_ORIGIN!);
  expect(src.pathname).toBe(`/${eventType}`);
  expect(src.searchParams.get('embed_type')).toBe('Inline');
  expect(src.searchParams.get('embed_domain')).toBe(new URL(page.url()).host);
  const answer = src.searchParams.get('a1') ?? '';
  for (const part of [property.id, property.title, agent.name]) expect(answer).toContain(part);

  // A message from any other origin is ignored.
  await page.evaluate(() =>
    window.postMessage({ event: 'calendly.event_scheduled', payload: { event: { uri: 'https://api.calendly.com/scheduled_events/forged' } } }, '*'),
  );

  const widget = dialog.frameLocator('iframe');
  await humanPause(page);
  await widget.getByRole('button', { name: 'Confirmer la visite' }).click();
  // No Calendly token is saved on this stack: the visit is stored but its details cannot be fetched
  // (public-site.md §8). With a token, 'Succès!' (tests/e2e/visit-completion.spec.ts).
  await expect(page.getByText('Rendez-vous créé mais données incomplètes')).toBeVisible();
  await expect(page.getByText('Données incomplètes', { exact: true })).toBeVisible();
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ propertyId: property.id, eventUri: expect.stringMatching(/^https:\/\/api\.calendly\.com\/scheduled_events\/[\w-]+$/) });
  expect(bookings[0]!.inviteeUri).toMatch(new RegExp(`^${bookings[0]!.eventUri}/invitees/[\\w-]+$`));

  // The same event reported again while this booking is handled: no second request (the count of two
  // below, after a new opening sends it once more, would be three).
  await widget.getByRole('button', { name: 'Renvoyer la même visite' }).click();
  await expect(widget.getByRole('status')).toContainText('Événement envoyé');

  // Still open 2 s after the booking, closed 5 s after it.
  await page.clock.fastForward(2_000);
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(dialog).toBeHidden();
  await expect(bookButton).toBeFocused();

  // A new opening, the same booking sent again: the API answers 409 and the visitor is told.
  await bookButton.click();
  await expect(dialog).toBeVisible();
  // A booking sent within 2 s of the dialog opening would be taken for a script's (decoy answer).
  await humanPause(page);
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Renvoyer la même visite' }).click();
  await expect(page.getByText('Rendez-vous déjà planifié')).toBeVisible();
  await expect(page.getByText('Ce rendez-vous a déjà été enregistré.')).toBeVisible();
  expect(bookings).toHaveLength(2);
  expect(bookings[1]!.eventUri).toBe(bookings[0]!.eventUri);
  await page.clock.fastForward(5_000);
  await expect(dialog).toBeHidden();
});

test("booking a visit: the widget opens the primary agent's own calendar when there is one", async ({ page }) => {
  const withCalendar = property;
  const agent = withCalendar.agents[0]!;
  expect(agent.calendlyUrl, "the showcase property's primary agent has a calendar of her own").toBeTruthy();
  await page.goto(`/property/${withCalendar.id}`);
  await page.getByRole('button', { name: 'Réserver une visite' }).click();
  const src = new URL((await page.getByRole('dialog').locator('iframe').getAttribute('src')) ?? '');
  expect(src.origin).toBe(process.env.SCHEDULING_ORIGIN!);
  expect(src.pathname).toBe(new URL(agent.calendlyUrl!).pathname);
  await expect(page.getByRole('dialog').frameLocator('iframe').getByText(withCalendar.title, { exact: false })).toBeVisible();
});

test('booking a visit: a widget message without an event URI is an error', async ({ page }) => {
  await page.goto(propertyPath);
  await page.getByRole('button', { name: 'Réserver une visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une visite' });
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: 'Confirmer la visite' })).toBeVisible();
  const widgetFrame = page.frames().find((f) => f.url().startsWith(process.env.SCHEDULING_ORIGIN!));
  await widgetFrame!.evaluate(() => parent.postMessage({ event: 'calendly.event_scheduled', payload: {} }, '*'));
  await expect(page.getByText('Erreur lors de la planification du rendez-vous')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('no WCAG 2 A/AA violations, with and without the dialogs', async ({ page }) => {
  await page.goto(propertyPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scan = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await scan()).toEqual([]);

  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Réserver une visite' }).click();
  await expect(page.getByRole('dialog').frameLocator('iframe').getByRole('button', { name: 'Confirmer la visite' })).toBeVisible();
  expect(await scan()).toEqual([]);
});
