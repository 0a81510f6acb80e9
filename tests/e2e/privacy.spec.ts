import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test('the privacy policy names the person in charge from the site settings and is linked from the footer', async ({ page, request }) => {
  const settings = (await (await request.get('/api/site-settings')).json()) as { privacyOfficerName: string; privacyOfficerEmail: string };
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité', exact: true }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page).toHaveTitle('Politique de confidentialité · Courtage Québec');
  const officer = page.getByRole('region', { name: 'Responsable de la protection des renseignements personnels' });
  await expect(officer).toContainText(settings.privacyOfficerName);
  await expect(officer.getByRole('link', { name: settings.privacyOfficerEmail })).toHaveAttribute('href', `mailto:${settings.privacyOfficerEmail}`);
  await expect(page.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
