import { VISIT_INTERVAL_MS } from '../../web/src/lib/tracking-rules';
import { signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, test, type Page, visitorAddress, waitForTheApp } from './fixtures';
import { humanPause } from './forms';

/** Headless Chromium announces itself as HeadlessChrome, which tracking ignores as a bot: the visitor uses a desktop Chrome's. */
const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const METRICS = ['Visiteurs uniques', 'Pages vues', 'Conversions', 'Taux de conversion'] as const;

/** The figure of one of the overview's four metric cards, as a number. */
async function metric(page: Page, label: (typeof METRICS)[number]) {
  const text = await page.getByRole('tabpanel').locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').textContent();
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The period's leads (sum of the daily table's last column): the contact form's lead, once the rollup job recounted it. */
async function dailyLeads(page: Page) {
  await page.getByRole('tab', { name: 'Quotidien' }).click();
  const cells = await page.getByRole('table', { name: 'Activité par jour' }).locator('tbody tr td:last-child').allTextContents();
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  return cells.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0);
}

test.describe('Analytiques', () => {
  test('four metrics, the period selector, the four tabs, Voir in a new tab; axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytiques' })).toBeVisible();
    const periods = page.getByRole('group', { name: 'Période' });
    await expect(periods.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByRole('tabpanel').getByRole('definition');
    await expect(cards).toHaveCount(4);
    for (const label of METRICS) await expect(page.getByRole('tabpanel').getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(cards.last()).toHaveText(/^\d+,\d\s%$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Principales sources de trafic' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pages les plus vues' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Daily: a chart named for assistive technologies, and the same figures in a table, one row a day.
    await page.getByRole('tab', { name: 'Quotidien' }).click();
    await expect(page.getByRole('tab', { name: 'Quotidien' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /Visiteurs et pages vues par jour/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'Activité par jour' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Visiteurs', 'Pages vues', 'Conversions', 'Leads']);
    await expect(table.locator('tbody tr')).toHaveCount(30);
    expect(await axeViolations(page)).toEqual([]);

    await periods.getByRole('button', { name: '7 jours' }).click();
    await expect(periods.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await periods.getByRole('button', { name: '90 jours' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(90);

    await page.getByRole('tab', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Top 10 des pages' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Properties: the 20 most viewed active listings, each 'Voir' opening its public page in a new tab.
    await page.getByRole('tab', { name: 'Propriétés' }).click();
    const links = page.getByRole('link', { name: /^Voir .+ \(s’ouvre dans un nouvel onglet\)$/ });
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeLessThanOrEqual(20);
    const first = links.first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first).toHaveAttribute('href', /^\/property\/[^/]+$/);
    const popup = page.waitForEvent('popup');
    await first.click();
    const opened = await popup;
    await expect(opened).toHaveURL(/\/property\//);
    await opened.close();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a consenting visitor who browses and writes is counted: visitors, page views, conversions or leads go up', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '/admin/analytics');
    await page.getByRole('group', { name: 'Période' }).getByRole('button', { name: '7 jours' }).click();
    await expect(page.getByRole('tabpanel').getByRole('definition')).toHaveCount(4);
    const before = {
      visitors: await metric(page, 'Visiteurs uniques'),
      pageViews: await metric(page, 'Pages vues'),
      conversions: await metric(page, 'Conversions'),
      leads: await dailyLeads(page),
    };

    // A visitor in another browser accepts, browses three pages and sends the contact form.
    const visitorContext = await browser.newContext({ userAgent: PERSON_USER_AGENT, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('198.51.100') } });
    const visitor = waitForTheApp(await visitorContext.newPage());
    const tracked: string[] = [];
    visitor.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/api/track/')) tracked.push(`${path} ${res.status()}`);
    });
    // Like a person: each page is on screen long enough for its visit to leave (one a second at most): the
    // page's clock moves on by that much between pages.
    const visitSent = () => visitor.waitForResponse((res) => new URL(res.url()).pathname === '/api/track/visit');
    await visitorContext.clock.install();
    await visitor.goto('/');
    let sent = visitSent();
    await visitor.getByRole('button', { name: 'Accepter' }).click();
    await sent;
    await visitor.clock.runFor(VISIT_INTERVAL_MS);
    sent = visitSent();
    await visitor.getByRole('link', { name: 'Propriétés' }).first().click();
    await expect(visitor).toHaveURL(/\/listings/);
    await sent;
    await visitor.clock.runFor(VISIT_INTERVAL_MS);
    sent = visitSent();
    await visitor.goto('/contact');
    await sent;
    const form = visitor.getByRole('region', { name: 'Écrivez-nous' });
    await form.getByLabel('Nom complet').fill('Analyse Parcours');
    await form.getByLabel('Courriel').fill(uniqueEmail('analytique'));
    await form.getByLabel('Message').fill('Je souhaite visiter un condo.');
    await humanPause(visitor);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(visitor.getByText('✅ Message envoyé !')).toBeVisible();
    await expect.poll(() => tracked.filter((t) => t.startsWith('/api/track/visit ')).length).toBeGreaterThanOrEqual(3);
    expect(tracked.filter((t) => !t.endsWith(' 202'))).toEqual([]);
    await visitorContext.close();

    // The rollup is asynchronous (outbox → bus → consumer): reload until it shows.
    await expect(async () => {
      await page.reload();
      await page.getByRole('group', { name: 'Période' }).getByRole('button', { name: '7 jours' }).click();
      await expect(page.getByRole('tabpanel').getByRole('definition')).toHaveCount(4, { timeout: 5_000 });
      expect(await metric(page, 'Visiteurs uniques')).toBeGreaterThanOrEqual(before.visitors + 1);
      expect(await metric(page, 'Pages vues')).toBeGreaterThanOrEqual(before.pageViews + 3);
      const conversions = await metric(page, 'Conversions');
      const leads = await dailyLeads(page);
      expect(conversions + leads).toBeGreaterThan(before.conversions + before.leads);
    }).toPass({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
