import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { FAKE_REALHUB_LEADS_KEY } from '../fakes/realhub-leads';
import { admin, signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { E2E_PORTS } from './stack-env';
import { expect, test, visitorAddress } from './fixtures';

/** The lead CRM's fake (started by global-setup; workers inherit its URL) and its control routes. */
const control = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${process.env.REALHUB_LEADS_API_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};

async function adminApi(path: string, method = 'GET') {
  const auth = await new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }).send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.E2E_USER_POOL_CLIENT_ID!, AuthParameters: { USERNAME: admin().email, PASSWORD: admin().password } }),
  );
  return fetch(`http://localhost:${E2E_PORTS.shared}/api${path}`, { method, headers: { authorization: `Bearer ${auth.AuthenticationResult!.AccessToken!}` } });
}

test.describe('Settings: lead CRM (RealHub)', () => {
  test.afterAll(async () => {
    await adminApi('/admin/integrations/realhubLeads', 'DELETE');
    await control('reset');
  });

  test("'Sauvegarder' then 'Tester sync' → 'Test réussi !'; a lead the CRM refused is resent from the leads screen and shows synced", async ({ page }) => {
    test.setTimeout(90_000);
    await control('reset');
    await signInAsAdmin(page, '/admin/settings');
    const card = page.getByRole('form', { name: 'CRM des leads (RealHub)' });
    await expect(card.getByRole('status')).toHaveText('Non configurée');
    await expect(card.getByRole('button', { name: 'Tester sync' })).toHaveCount(0);

    await card.getByLabel('Clé API').fill(FAKE_REALHUB_LEADS_KEY);
    await card.getByLabel('ID agent').fill('agent-e2e');
    await card.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Configuration sauvegardée')).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Configurée');
    // Checked once the success toast is gone (on a busy machine axe may otherwise catch it fading out).
    await expect(page.getByText('Configuration sauvegardée')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Tester sync' }).click();
    await expect(page.getByText('Test réussi !')).toBeVisible();

    // The CRM refuses everything for a while: a new lead's automatic sync fails, with the reason on the lead.
    await control('behaviour', { reject: { status: 422, message: 'agent_id unknown' } });
    const name = `Lead CRM ${Date.now()}`;
    const created = await page.request.post('/api/leads/contact', {
      data: { name, email: uniqueEmail('crm'), phone: '514 555-0177', message: 'Rappelez-moi.', website: '', elapsedMs: 5_000 },
      headers: { 'x-forwarded-for': visitorAddress('198.51.100') },
    });
    expect(created.status()).toBe(201);
    const leadId = ((await created.json()) as { id: string }).id;
    await expect
      .poll(async () => ((await (await adminApi(`/admin/leads/${leadId}`)).json()) as { syncStatus: string }).syncStatus, { timeout: 15_000 })
      .toBe('failed');
    await control('behaviour', {});

    await page.goto('/admin/leads');
    await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(name);
    await expect(page.getByTestId('lead-item')).toHaveCount(1);
    await page.getByRole('button', { name: `Modifier : ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lead : ${name}` });
    await expect(dialog.getByText('Échec', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Lead refusé par RealHub : RealHub a répondu 422 : agent_id unknown')).toBeVisible();

    await dialog.getByRole('button', { name: 'Relancer la synchronisation' }).click();
    await expect(page.getByText('Lead synchronisé avec RealHub.')).toBeVisible();
    await expect(dialog.getByText('Synchronisé', { exact: true })).toBeVisible();
    await expect(dialog.getByText('agent_id unknown')).toHaveCount(0);
    await expect(page.getByText('Lead synchronisé avec RealHub.')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});
