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

test('the accessibility statement, linked from every footer, says the standard, its limits and whom to tell', async ({ page, request }) => {
  const settings = (await (await request.get('/api/site-settings')).json()) as { email: string; phone: string };
  // Prerendered like the other static pages.
  expect(await (await request.get('/accessibilite')).text()).toContain('WCAG) 2.2, niveau AA');
  await page.goto('/listings');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité', exact: true }).click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page).toHaveTitle('Déclaration d’accessibilité · Courtage Québec');
  await expect(page.getByRole('heading', { level: 2, name: 'Limites connues' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Un obstacle ? Dites-le-nous' });
  await expect(contact.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  await expect(contact.getByRole('link', { name: settings.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(contact.getByRole('link', { name: 'Formulaire de contact' })).toHaveAttribute('href', '/contact');
  expect(await axeViolations(page)).toEqual([]);
});
