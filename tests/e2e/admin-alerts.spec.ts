import { latestMailTo } from '../support/inbox.js';
import { signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, visitorAddress } from './fixtures';

/**
 * « Alertes » in the back office (issue 28 item 7), and the Alerte VIP offer's page: an address's alerts with their
 * consent records, deleted on that person's request; the counters follow.
 */
test('an admin finds an address’s alerts with their consent, deletes them, and the counters follow', async ({ page }) => {
  const email = uniqueEmail('alerte-admin');
  const created = await page.request.post('/api/alerts', {
    data: { email, frequency: 'daily', source: 'listings', criteria: { location: 'Trois-Rivières', propertyType: 'maison' }, website: '', elapsedMs: 5_000 },
    headers: { 'x-forwarded-for': visitorAddress('198.51.100') },
  });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page, '/admin/subscribers/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alertes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alertes' })).toHaveAttribute('aria-current', 'page');
  const counter = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(counter('En attente de confirmation')).toHaveText(/^\d+$/);
  const pendingBefore = Number(await counter('En attente de confirmation').textContent());
  expect(pendingBefore).toBeGreaterThanOrEqual(1);

  await page.getByLabel('Courriel').fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const list = page.getByRole('list', { name: `Alertes de ${email}` });
  await expect(list).toContainText('Maison, à Trois-Rivières');
  await expect(list).toContainText('En attente de confirmation · Une fois par jour');
  await expect(list).toContainText('Liste des propriétés');
  await expect(list).toContainText('Pas encore confirmée');
  await expect(list).toContainText('En créant cette alerte, vous acceptez');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Supprimer toutes ses alertes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`Aucune alerte pour ${email}.`)).toBeVisible();
  await expect(counter('En attente de confirmation')).toHaveText(String(pendingBefore - 1));
});

test('the Alerte VIP offer reaches the former subscribers, and its page activates the alert', async ({ page }) => {
  const email = uniqueEmail('ancien-vip');
  const subscribed = await page.request.post('/api/newsletter', {
    data: { email, source: 'alerte-vip', website: '', elapsedMs: 5_000 },
    headers: { 'x-forwarded-for': visitorAddress('198.51.100') },
  });
  expect(subscribed.status()).toBe(201);
  await signInAsAdmin(page, '/admin/subscribers/alerts');
  await page.getByRole('button', { name: 'Proposer l’Alerte VIP' }).click();
  await expect(page.getByText('La proposition part aux abonnés de l’ancienne Alerte VIP')).toBeVisible();

  const offer = await latestMailTo(process.env.E2E_SES_URL!, email, { match: (m) => m.subject.startsWith('Activez votre Alerte VIP') });
  const link = new URL(/https?:\/\/\S+\/alertes\?vip=[^\s"<]+/.exec(offer.body.text ?? '')![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Activer votre Alerte VIP' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Activer mon Alerte VIP' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre Alerte VIP est activée. Vous recevrez les reprises de finance dès leur inscription.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Toutes les propriétés, en reprise de finance' })).toContainText('Active');
});
