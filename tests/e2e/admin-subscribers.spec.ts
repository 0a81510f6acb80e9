import { readFileSync } from 'node:fs';
import { demoSubscribers } from '../../infra/local/seed/data/subscribers.js';
import { signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress } from './fixtures';

/** A subscriber of the test's own, through the public form's API (guard fields as a person would send them). */
async function subscribe(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/newsletter', {
    data: { email, name, source: 'footer', website: '', elapsedMs: 5_000 },
    headers: { 'x-forwarded-for': visitorAddress('203.0.113') },
  });
  expect(res.status()).toBe(201);
}

/** The day as the CSV writes it, on the brokerage's calendar. */
const todayInQuebec = () => new Intl.DateTimeFormat('fr-CA', { timeZone: 'America/Toronto', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date());
const csvToday = () => {
  const part = (type: string) => todayInQuebec().find((p) => p.type === type)!.value;
  return { date: `${part('day')}/${part('month')}/${part('year')}`, iso: `${part('year')}-${part('month')}-${part('day')}` };
};

test.describe('Abonnés', () => {
  test('unsubscribe, reactivate, then delete a subscriber with the confirmation; the counters follow', async ({ page }) => {
    const email = uniqueEmail('abonne');
    await subscribe(page, email, 'Hélène Côté');
    await signInAsAdmin(page, '/admin/subscribers');
    await expect(page.getByRole('heading', { name: 'Abonnés à l’infolettre' })).toBeVisible();

    // A demo subscriber without a recorded source shows the spec's 'Website'.
    const imported = demoSubscribers.find((s) => s.key === 'olivier-fortin')!;
    await page.getByRole('searchbox').fill(imported.email);
    await expect(page.getByRole('row').filter({ hasText: imported.email })).toContainText('Website');

    const counter = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    const active = async () => Number(await counter('Actifs').textContent());
    await expect(counter('Actifs')).toHaveText(/^\d+$/);
    const activeBefore = await active();

    await page.getByRole('searchbox').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Hélène Côté');
    await expect(row).toContainText('Actif');
    await expect(row).toContainText('Site web (pied de page)');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Désabonner ${email}` }).click();
    await expect(page.getByText('Abonné désabonné avec succès')).toBeVisible();
    await expect(row.getByText('Désabonné', { exact: true })).toBeVisible();
    await expect.poll(active).toBe(activeBefore - 1);

    // The filters: only unsubscribed ones, then only active ones.
    await page.getByRole('button', { name: 'Désabonnés' }).click();
    await expect(page.getByRole('button', { name: 'Désabonnés' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();
    await page.getByRole('group', { name: 'Filtrer par statut' }).getByRole('button', { name: 'Actifs' }).click();
    await expect(page.getByText('Aucun abonné trouvé.')).toBeVisible();
    await page.getByRole('button', { name: 'Tous' }).click();

    await row.getByRole('button', { name: `Réactiver ${email}` }).click();
    await expect(page.getByText('Abonné réactivé avec succès')).toBeVisible();
    await expect(row.getByText('Actif', { exact: true })).toBeVisible();
    await expect.poll(active).toBe(activeBefore);

    await row.getByRole('button', { name: `Supprimer ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer l’abonné' });
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet abonné ? Cette action est irréversible.');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Abonné supprimé avec succès')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Aucun abonné trouvé.')).toBeVisible();
    await expect.poll(active).toBe(activeBefore - 1);
  });

  test('exports the shown subscribers as a dated CSV that Excel opens with accents, formulas neutralised', async ({ page }) => {
    const tag = `export-${Date.now()}`;
    const plain = uniqueEmail(tag);
    const formula = uniqueEmail(tag);
    await subscribe(page, plain, 'Hélène Côté');
    await subscribe(page, formula, '=HYPERLINK("http://x.example","clic")');
    await signInAsAdmin(page, '/admin/subscribers');
    await page.getByRole('searchbox').fill(tag);
    // The header row and the two subscribers: the search has reached the server.
    await expect(page.getByRole('row')).toHaveCount(3);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const file = await download;
    const today = csvToday();
    expect(file.suggestedFilename()).toBe(`abonnes-${today.iso}.csv`);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe("Email,Nom,Status,Source,Date d'abonnement");
    // Newest first: the formula one was subscribed last.
    expect(lines.slice(1)).toEqual([
      `${formula},"'=HYPERLINK(""http://x.example"",""clic"")",Actif,Site web (pied de page),${today.date}`,
      `${plain},Hélène Côté,Actif,Site web (pied de page),${today.date}`,
    ]);
    await expect(page.getByText('2 abonnés exportés')).toBeVisible();
  });
});
