import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { FAKE_LISTINGS_AGENT_ID, FAKE_LISTINGS_API_KEY } from '../fakes/realhub-listings';
import { admin, signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { E2E_PORTS } from './stack-env';
import { expect, test } from './fixtures';

/** The listing feed's fake (started by global-setup; workers inherit its URL) and its control routes. */
const control = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${process.env.REALHUB_LISTINGS_API_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};

async function adminApi(path: string, method: string) {
  const auth = await new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }).send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.E2E_USER_POOL_CLIENT_ID!, AuthParameters: { USERNAME: admin().email, PASSWORD: admin().password } }),
  );
  return fetch(`http://localhost:${E2E_PORTS.shared}/api${path}`, { method, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken!}` } });
}

const tag = Date.now().toString(36).toUpperCase();
const listing = (n: number, title: string) => ({
  mls_number: `E2E${tag}-${n}`,
  title,
  description: 'Importée du CRM des inscriptions.',
  price: 400_000 + n * 1000,
  address: `${n} rue des Érables`,
  city: 'Lévis',
  property_type: n === 1 ? 'townhouse' : 'condo',
  bedrooms: 3,
  bathrooms: 2,
  status: 'active',
  photos: [{ url: `/photos/e2e-${tag.toLowerCase()}-${n}.jpg` }],
});

test.describe('Settings: property-listing CRM (RealHub)', () => {
  test.afterAll(async () => {
    // What this spec imported leaves the public site: a feed without it deactivates it (never deleted), then the card is cleared.
    // (An empty feed deactivates nothing: it looks like a glitch. One listing it skips still proves the feed was read.)
    await control('feed', { listings: [{ mls_number: `E2E${tag}-cleanup`, price: 0, property_type: 'condo' }] });
    await adminApi('/admin/integrations/realhubListings/sync', 'POST');
    await adminApi('/admin/integrations/realhubListings', 'DELETE');
    await control('reset');
  });

  test("'Sauvegarder et tester' checks the key, 'Synchroniser' imports the listings and they appear in the properties", async ({ page }) => {
    // Sign-in, two saves, an import with photos and a page change: more than the default 30 s on a loaded machine.
    test.slow();
    const title = `Maison de ville importée ${tag}`;
    await control('reset');
    await control('feed', { listings: [listing(1, title), listing(2, `Condo importé ${tag}`)] });

    await signInAsAdmin(page, '/admin/settings');
    const card = page.getByRole('form', { name: 'CRM des inscriptions (RealHub)' });
    await expect(card.getByRole('button', { name: 'Synchroniser' })).toHaveCount(0);

    // A key the feed refuses: nothing saved, the reason shown.
    await card.getByLabel('Clé API').fill('une-mauvaise-cle');
    await card.getByLabel('ID agent').fill(FAKE_LISTINGS_AGENT_ID);
    await card.getByRole('button', { name: 'Sauvegarder et tester' }).click();
    await expect(page.getByText('Impossible de sauvegarder la configuration')).toBeVisible();
    await expect(page.getByText('Clé API refusée par RealHub : vérifiez la clé et recommencez.')).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Non configurée');

    // The fake's key: tested, then saved.
    await card.getByLabel('Clé API').fill(FAKE_LISTINGS_API_KEY);
    await card.getByRole('button', { name: 'Sauvegarder et tester' }).click();
    await expect(page.getByText('Configuration sauvegardée')).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Configurée');
    // Checked once the toasts are gone: a toast fading out is caught half-transparent.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Synchroniser' }).click();
    await expect(page.getByText('Synchronisation réussie')).toBeVisible();
    await expect(page.getByText('2 ajoutées, 0 mise à jour')).toBeVisible();

    await page.goto('/admin/properties');
    await expect(page.getByText(title).first()).toBeVisible();
  });
});
