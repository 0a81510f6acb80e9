import { demoAppointments } from '../../infra/local/seed/data/appointments.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page } from './fixtures';

/** A seeded request still pending today, with the visitor's message (infra/local/seed/data/appointments.ts). */
const seeded = demoAppointments.find((a) => a.key === 'visite-griffintown-aujourdhui')!;
const seededProperty = demoProperties.find((p) => p.key === seeded.propertyKey)!;

const counter = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test.describe('Demandes de visite', () => {
  test('confirm a pending visit request: its badge, actions and the counters follow', async ({ page }) => {
    expect(seeded.eventStatus).toBe('scheduled');
    await signInAsAdmin(page, '/admin/appointments');
    await expect(page.getByRole('heading', { name: 'Demandes de visite', level: 1 })).toBeVisible();
    // No Calendly token on this stack (tests/e2e/visit-completion.spec.ts removes the one it saves): the page says
    // why the site's bookings cannot appear here, and where to fix it.
    const missing = page.getByRole('region', { name: "Calendly n'est pas configuré" });
    await expect(missing).toContainText('ne peuvent pas être vérifiées auprès de Calendly');
    await expect(missing.getByRole('link', { name: 'Configurer Calendly dans les paramètres' })).toHaveAttribute('href', '/admin/settings');
    await expect(counter(page, 'En attente')).toHaveText(/^\d+$/);
    const pending = Number(await counter(page, 'En attente').textContent());
    const confirmed = Number(await counter(page, 'Confirmées').textContent());
    expect(await axeViolations(page)).toEqual([]);

    // The server searches the folded visitor name.
    await page.getByLabel('Rechercher une demande de visite').fill(seeded.inviteeName.toUpperCase());
    const card = page.getByRole('article', { name: seeded.inviteeName });
    await expect(page.getByRole('list', { name: 'Demandes de visite' }).getByRole('listitem')).toHaveCount(1);
    await expect(card.getByText('En attente', { exact: true })).toBeVisible();
    await expect(card.getByText(seededProperty.title)).toBeVisible();
    await expect(card.getByText(seeded.message!)).toBeVisible();
    await expect(card.getByRole('link', { name: seeded.inviteeEmail })).toHaveAttribute('href', `mailto:${seeded.inviteeEmail}`);

    await card.getByRole('button', { name: `Confirmer la visite de ${seeded.inviteeName}` }).click();
    await expect(page.getByText('Demande de visite confirmée')).toBeVisible();
    await expect(card.getByText('Confirmée', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(counter(page, 'En attente')).toHaveText(String(pending - 1));
    await expect(counter(page, 'Confirmées')).toHaveText(String(confirmed + 1));

    // The status filter: it is no longer among the pending ones.
    await page.getByLabel('Statut').selectOption({ label: 'En attente' });
    await expect(page.getByText('Aucune demande de visite trouvée.')).toBeVisible();
    await page.getByRole('button', { name: 'Liste' }).click();
    await page.getByLabel('Statut').selectOption({ label: 'Confirmées' });
    await expect(card).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
