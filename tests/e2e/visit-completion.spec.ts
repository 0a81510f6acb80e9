import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { FAKE_CALENDLY_ACCOUNT, FAKE_CALENDLY_TOKEN } from '../fakes/calendly-api.js';
import { widgetInvitee } from '../fakes/scheduling-widget.js';
import { admin, signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { demoProperty } from './demo-data.js';
import { expect, test, type Page } from './fixtures';
import { humanPause } from './forms.js';

/**
 * Visit completion end to end (issue 11 item 5): the scheduling card's 'Tester' and 'Sauvegarder', then
 * a visitor books through the widget fake (which registers the booking with the Calendly API fake), the
 * visit-completion consumer fills it in, the visitor reads 'Succès!' and the admin sees the visitor's name.
 */
test.describe.configure({ mode: 'serial' });

const card = (page: Page) => page.getByRole('form', { name: 'Prise de rendez-vous (Calendly)' });

/** The admin's API token (the card has no removal button): the spec leaves no token saved behind. */
async function adminAccessToken() {
  const cognito = new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.E2E_USER_POOL_CLIENT_ID!, AuthParameters: { USERNAME: admin().email, PASSWORD: admin().password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

test.afterAll(async ({ request }) => {
  await request.delete('/api/admin/integrations/calendly', { headers: { authorization: `Bearer ${await adminAccessToken()}` } });
});

test("the scheduling card: 'Tester' names the Calendly account, refuses a wrong token with the §8 message, then saves", async ({ page }) => {
  await signInAsAdmin(page, '/admin/settings');
  const calendly = card(page);
  await expect(calendly.getByRole('button', { name: 'Tester' })).toBeVisible();

  await calendly.getByLabel('Token d’accès').fill('jeton-errone');
  await calendly.getByRole('button', { name: 'Tester' }).click();
  await expect(page.getByText('Token Calendly invalide ou connexion impossible')).toBeVisible();
  await expect(page.getByText('Token invalide ou expiré')).toBeVisible();

  await calendly.getByLabel('Token d’accès').fill(FAKE_CALENDLY_TOKEN);
  await calendly.getByRole('button', { name: 'Tester' }).click();
  await expect(page.getByText(`Compte : ${FAKE_CALENDLY_ACCOUNT.name}`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await calendly.getByLabel('UUID du type d’événement').fill('courtage-quebec/visite-45');
  await calendly.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Configuration sauvegardée')).toBeVisible();
  await expect(calendly.getByRole('status')).toHaveText('Configurée');
});

test("a visit booked through the widget is completed: 'Succès!' for the visitor, the admin sees the visitor's name", async ({ page, browser }) => {
  await page.clock.install();
  const property = await demoProperty(page.request, 'condo-levis-1');
  const bookings: { eventUri: string; inviteeUri: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/appointments') bookings.push(request.postDataJSON());
  });
  await page.goto(`/property/${property.id}`);
  await page.getByRole('button', { name: 'Réserver une visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une visite' });
  // The pause counts from the dialog on screen (its code loads on the click): a booking sent sooner
  // looks automated and gets the decoy answer, whose id the status check does not know.
  const confirm = dialog.frameLocator('iframe').getByRole('button', { name: 'Confirmer la visite' });
  await expect(confirm).toBeVisible();
  await humanPause(page);
  await confirm.click();
  await expect(page.getByText('Rendez-vous planifié avec succès!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Succès!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  expect(bookings).toHaveLength(1);
  const inviteeId = bookings[0]!.inviteeUri.split('/').pop()!;
  const visitor = widgetInvitee(inviteeId);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin/appointments');
  await expect(adminPage.getByRole('heading', { name: 'Demandes de visite', level: 1 })).toBeVisible();
  // The counters answered (with the token saved): no 'not configured' notice.
  await expect(adminPage.locator('dl dd').first()).toHaveText(/^\d+$/);
  await expect(adminPage.getByRole('region', { name: "Calendly n'est pas configuré" })).toHaveCount(0);
  await adminPage.getByLabel('Rechercher une demande de visite').fill(visitor.name);
  const visit = adminPage.getByRole('article', { name: visitor.name });
  await expect(visit).toBeVisible();
  await expect(visit.getByText(property.title, { exact: true })).toBeVisible();
  // Its buyer lead was created and linked: the card shows the lead's message.
  await expect(visit.getByText(`Visite réservée : ${property.title}`)).toBeVisible();
  await expect(visit.getByText(visitor.email).first()).toBeVisible();
  await adminContext.close();
});
