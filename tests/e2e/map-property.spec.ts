import { axeViolations } from './axe';
import { adminApi, signInAsAdmin } from './accounts';
import { expect, settled, test, testRandom, waitForTheApp } from './fixtures';

test.describe('a listing’s position', () => {
  test('an address the geocoder cannot place is saved non localisée; the admin places it on the map with the keyboard; the property page shows it with directions', async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const title = `Chalet introuvable ${Math.floor(testRandom() * 1e9)}`;
    await signInAsAdmin(page);
    const agents = await adminApi<{ items: { id: string }[] }>(page, 'GET', '/admin/agents?limit=1');
    const created = await adminApi<{ id: string; latitude?: number }>(page, 'POST', '/admin/properties', {
      title, price: 389_000, location: 'Chemin du Lac-Perdu, Nulle-Part', propertyType: 'chalet', agents: [{ agentId: agents.json.items[0]!.id, isPrimary: true }],
    });
    expect(created.status).toBe(201);
    expect(created.json.latitude).toBeUndefined();
    const id = created.json.id;
    try {
      await page.goto(`/admin/properties/${id}`);
      await expect(page.getByText('Non localisée : absente de la carte')).toBeVisible();

      // The form: the picker says so, the map moves by its buttons, and the listing is placed under the crosshair.
      await page.goto(`/admin/properties/${id}/edit`);
      const status = page.getByRole('status').filter({ hasText: /Non localisée|Placée à/ });
      await expect(status).toHaveText('Non localisée : la propriété n’apparaît pas sur la carte.');
      await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeVisible({ timeout: 20_000 });
      const crosshair = page.getByText(/^Sous la croix : /);
      await expect(crosshair).toHaveText('Sous la croix : 46,4, -72,6.');
      await page.getByRole('button', { name: 'Zoom avant' }).click();
      await page.getByRole('button', { name: 'Déplacer la carte vers le nord' }).click();
      await expect(crosshair).not.toHaveText(/46,4, /);
      await page.getByRole('button', { name: 'Placer la propriété sous la croix' }).focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(/^Placée à \d+,\d+, -\d+,\d+\.$/);
      const latitude = Number((await page.getByLabel('Latitude').inputValue()).replace(',', '.'));
      const longitude = Number((await page.getByLabel('Longitude').inputValue()).replace(',', '.'));
      expect(latitude).toBeGreaterThan(46.4);
      expect(longitude).toBeCloseTo(-72.6, 0);
      await expect(page.getByRole('img', { name: 'Position actuelle de la propriété' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}$`));
      await expect(page.getByText('Non localisée : absente de la carte')).toHaveCount(0);
      const stored = await adminApi<{ latitude: number; longitude: number }>(page, 'GET', `/admin/properties/${id}`);
      expect(stored.json).toMatchObject({ latitude, longitude });

      // The public page, rendered again after the change: the map only once asked for, and directions to the point.
      await settled(request);
      const context = await browser.newContext();
      const visitor = waitForTheApp(await context.newPage());
      await visitor.goto(`/property/${id}`);
      const section = visitor.getByRole('region', { name: 'Emplacement' });
      await expect(section.getByRole('link', { name: /Itinéraire dans votre application de cartes/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
      );
      await section.getByRole('button', { name: 'Afficher la carte' }).click();
      await expect(section.getByRole('img', { name: 'La propriété' })).toBeVisible({ timeout: 20_000 });
      await expect(section.getByLabel(`Carte : emplacement de ${title}`)).toBeVisible();
      expect(await axeViolations(visitor)).toEqual([]);
      await context.close();
    } finally {
      await adminApi(page, 'DELETE', `/admin/properties/${id}`);
    }
  });
});
