import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIRequestContext } from '@playwright/test';
import { admin, signInAsAdmin } from './accounts';
import { expect, test, waitForTheApp } from './fixtures';

/**
 * Maintenance mode on prerendered pages: the admin's switch is also the CDN's (a KeyValueStore the
 * site's viewer-request function reads; locally the gateway runs the same function), so a visitor
 * asking for / gets the maintenance page, while a signed-in admin still sees the home.
 */
async function adminToken() {
  const cognito = new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.E2E_USER_POOL_CLIENT_ID!, AuthParameters: { USERNAME: admin().email, PASSWORD: admin().password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

async function setMaintenance(request: APIRequestContext, on: boolean) {
  const res = await request.patch('/api/admin/site-settings', { data: { maintenanceMode: on }, headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(res.status()).toBe(200);
  expect((await res.json()).maintenanceMode).toBe(on);
}

test.describe('maintenance mode', () => {
  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await setMaintenance(request, false);
    await request.dispose();
  });

  test('on: a visitor gets the maintenance page on /, an admin the home; off: the home again', async ({ page, browser, request }) => {
    await setMaintenance(request, true);

    const visitor = await browser.newContext();
    const visitorPage = waitForTheApp(await visitor.newPage());
    // A fresh visitor: nothing cached; the page follows as soon as the switch is set.
    const response = await visitorPage.goto('/');
    expect(response?.status()).toBe(200);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Site en maintenance' })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Site en maintenance');

    await setMaintenance(request, false);
    const again = await browser.newContext();
    const againPage = waitForTheApp(await again.newPage());
    await againPage.goto('/');
    await expect(againPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(againPage.getByRole('heading', { level: 1 })).not.toHaveText('Site en maintenance');
    await visitor.close();
    await again.close();
  });
});
