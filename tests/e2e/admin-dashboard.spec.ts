import { randomUUID } from 'node:crypto';
import { signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress, waitForTheApp } from './fixtures';
import { humanPause } from './forms';

/** The number on the 'Nouveaux leads' card of the shown period. */
const newLeadsCard = (page: Page) => page.getByRole('tabpanel').locator('dl > div').filter({ hasText: 'Nouveaux leads' });

test.describe('Tableau de bord', () => {
  test('the figures follow a lead sent on the public site; period tabs; axe clean', async ({ page, browser }) => {
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    // Month by default, with its four cards.
    await expect(page.getByRole('tab', { name: 'Ce mois' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('dl > div').filter({ has: page.locator('dt') })).not.toHaveCount(0);
    await page.getByRole('tab', { name: "Aujourd'hui" }).click();
    await expect(page.getByRole('tab', { name: "Aujourd'hui" })).toHaveAttribute('aria-selected', 'true');
    const figure = newLeadsCard(page).getByRole('definition').locator('p').first();
    await expect(figure).toHaveText(/^\d+$/);
    const before = Number(await figure.textContent());
    await expect(page.getByRole('progressbar', { name: 'Conversion des visiteurs en leads' })).toHaveAttribute('aria-valuenow', /^\d+(\.\d)?$/);
    expect(await axeViolations(page)).toEqual([]);

    // A visitor asks for a valuation in another browser.
    const name = `Visiteur ${randomUUID().slice(0, 6)}`;
    const visitorContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('203.0.113') } });
    const visitor = waitForTheApp(await visitorContext.newPage());
    await visitor.clock.install();
    await visitor.goto('/vendeur-lead');
    await visitor.getByLabel('Nom complet *').fill(name);
    await visitor.getByLabel('Courriel *').fill(uniqueEmail('tableau'));
    await visitor.getByLabel('Téléphone *').fill('(418) 555-0142');
    await visitor.getByLabel('Adresse de la propriété *').fill('12, rue des Érables, Lévis');
    await humanPause(visitor);
    await visitor.getByRole('button', { name: 'Recevoir mon évaluation gratuite' }).click();
    await expect(visitor.getByText('✅ Demande envoyée !')).toBeVisible();
    await visitorContext.close();

    // The rollup consumer moves the counters; the dashboard shows them once refetched (live update or reload).
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: "Aujourd'hui" }).click();
      await expect(figure).toHaveText(String(before + 1), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(newLeadsCard(page)).toContainText(/vs période précédente/);
    const latest = page.getByRole('region', { name: 'Derniers leads' });
    await expect(latest.getByRole('listitem').first()).toContainText(name);
    await expect(latest.getByRole('listitem').first()).toContainText('Vendeur');
    expect(await axeViolations(page)).toEqual([]);
  });
});
