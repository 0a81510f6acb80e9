import { demoAppointments } from '../../infra/local/seed/data/appointments.js';
import { demoLeads } from '../../infra/local/seed/data/leads.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The notification mails' back-office links (issue 11 item 6): `/admin/leads?lead=<id>` opens that lead's
 * dialog (loaded by id, wherever it is in the list), `/admin/appointments?appointment=<id>` shows that
 * visit request, outlined and focused. Ids only in the URL.
 */
const lead = demoLeads.find((l) => l.key === 'alexandre-roy')!;
const visit = demoAppointments.find((a) => a.key === 'visite-laval')!;

test('a lead link opens that lead’s dialog; closing it leaves the plain list', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/leads?lead=${demoId('lead', lead.key)}`);
  const dialog = page.getByRole('dialog', { name: `Lead : ${lead.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(lead.email!).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test('a lead link to a lead that is gone says so', async ({ page }) => {
  await signInAsAdmin(page, '/admin/leads?lead=introuvable-0000');
  await expect(page.getByText('Ce lead est introuvable : il a peut-être été supprimé.')).toBeVisible();
});

test('a visit request link shows that request, outlined and focused', async ({ page }) => {
  await signInAsAdmin(page);
  const id = demoId('appointment', visit.key);
  await page.goto(`/admin/appointments?appointment=${id}`);
  const card = page.getByRole('article', { name: visit.inviteeName });
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();
  await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
  await expect(page.locator('li[aria-current="true"]').getByRole('article', { name: visit.inviteeName })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
