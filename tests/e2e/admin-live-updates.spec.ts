import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { adminApi, signInAsAdmin } from './accounts';
import { expect, settled, test, waitForTheApp } from './fixtures';


test('two admin tabs: a property added in one shows in the other with a toast within 2 s; an offline tab catches up', async ({ page, browser, request }) => {
  // The watching tab (the fixture's page: CSP violations and page errors fail the test).
  await signInAsAdmin(page, '/admin/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Propriétés' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Mises à jour en direct' })).toBeVisible();

  // Another admin, in another browser context.
  const otherContext = await browser.newContext();
  const other = waitForTheApp(await otherContext.newPage());
  await signInAsAdmin(other);

  const title = `Triplex en direct ${Date.now()}`;
  const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);
  const started = Date.now();
  const created = await adminApi<{ id: string }>(other, 'POST', '/admin/properties', {
    title,
    price: 689_000,
    location: 'Saint-Sauveur, Québec',
    propertyType: 'duplex',
    agents: [{ agentId, isPrimary: true }],
  });
  expect(created.status).toBe(201);
  await expect(page.getByText(`Nouvelle propriété : ${title}`)).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000);
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

  // Offline, the tab misses the deactivation: its live event has gone out (the stack settled: the consumer
  // published it) while the tab still lists the property. Back online, it refetches and the property leaves the active list.
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
  expect((await adminApi(other, 'PATCH', `/admin/properties/${created.json.id}`, { isActive: false })).status).toBe(200);
  await settled(request);
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Mises à jour en direct' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0, { timeout: 10_000 });

  expect((await adminApi(other, 'DELETE', `/admin/properties/${created.json.id}`)).status).toBe(204);
  await expect(page.getByText(`Propriété supprimée : ${title}`)).toBeVisible({ timeout: 2_000 });
  await otherContext.close();
});
