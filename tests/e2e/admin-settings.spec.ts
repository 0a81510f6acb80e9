import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { axeViolations } from './axe';
import { createAccount, signInAsAdmin, uniqueEmail } from './accounts';
import { expect, settled, test, waitForTheApp } from './fixtures';

test.describe('Settings', () => {
  test('maintenance mode: a visitor sees the maintenance page, the admin the full site; the journal records it', async ({ page, browser }) => {
    await signInAsAdmin(page, '/admin/settings?onglet=general');
    const toggle = page.getByRole('switch', { name: 'Activer le mode maintenance' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await axeViolations(page)).toEqual([]);
    await toggle.click();
    await expect(page.getByText('Mode maintenance activé')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    try {
      // A visitor in another browser: the public settings are cached at most 30 s, so poll until the page follows.
      const visitor = await browser.newContext();
      const visitorPage = waitForTheApp(await visitor.newPage());
      await expect(async () => {
        await visitorPage.goto('/');
        await expect(visitorPage.getByRole('heading', { name: 'Site en maintenance' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await visitor.close();

      // The admin still sees the whole home page.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Site en maintenance');

      await page.goto('/admin/settings?onglet=journal');
      const row = page.getByRole('row').filter({ hasText: 'Réglages du site' }).first();
      await expect(row).toContainText('maintenanceMode');
      await expect(row).toContainText('admin@courtage-quebec.ca');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.goto('/admin/settings?onglet=general');
      const again = page.getByRole('switch', { name: 'Activer le mode maintenance' });
      await again.click();
      await expect(again).toHaveAttribute('aria-checked', 'false');
    }
  });

  test('an integration key is write-only: the card shows its last four characters, no response or DOM carries it', async ({ page }) => {
    const key = `fub-${Date.now()}-e2e-K7Q2`;
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
    });
    await signInAsAdmin(page, '/admin/settings');
    await expect(page.getByRole('tab', { name: 'API & Intégrations' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('form', { name: 'CRM des ventes (Follow Up Boss)' });
    await card.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(card.getByRole('alert')).toHaveText('Veuillez entrer une clé API Follow Up Boss valide');

    await card.getByLabel('Clé API').fill(key);
    await card.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(page.getByText('Configuration sauvegardée')).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Configurée');
    await expect(card.getByText('se termine par ••••K7Q2')).toBeVisible();
    await expect(card.getByLabel('Clé API')).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole('form', { name: 'CRM des ventes (Follow Up Boss)' }).getByText('se termine par ••••K7Q2')).toBeVisible();
    await page.goto('/admin/settings?onglet=journal');
    await expect(page.getByRole('row').filter({ hasText: 'Intégration' }).first()).toBeVisible();
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes(key))).toEqual([]);
    expect(await page.content()).not.toContain(key);
  });

  test('Utilisateurs: an admin grants then revokes admin rights', async ({ page }) => {
    const account = await createAccount(uniqueEmail('promu'));
    await signInAsAdmin(page, '/admin/settings?onglet=users');
    // The account's profile, made on confirmation, is listed newest first.
    const row = page.getByRole('listitem').filter({ hasText: account.email });
    await row.getByRole('button', { name: /Donner les droits admin/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Donner les droits admin' }).click();
    await expect(page.getByText('Compte mis à jour')).toBeVisible();
    await expect(row.getByText('Administrateur')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /Retirer les droits admin/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer les droits admin' }).click();
    await expect(row.getByText('Utilisateur')).toBeVisible();
  });

  test('Témoignages: add (inactive), activate, seen publicly, delete', async ({ page }) => {
    const name = `Témoin ${Date.now()}`;
    await signInAsAdmin(page, '/admin/settings?onglet=testimonials');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Veuillez remplir au moins le nom et le témoignage');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Témoignage', exact: true }).fill('Service impeccable, vente conclue en trois semaines.');
    await page.getByLabel('Note', { exact: true }).selectOption('4');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Témoignage ajouté')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item.getByText('Inactif')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('button', { name: `Activer : ${name}` }).click();
    await expect(item.getByText('Actif', { exact: true })).toBeVisible();
    const publicList = await (await page.request.get('/api/testimonials')).json();
    expect(publicList.items.map((t: { name: string }) => t.name)).toContain(name);

    await item.getByRole('button', { name: `Supprimer : ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Témoignage supprimé')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("the brokerage's phone, edited in Paramètres → Site, is on every prerendered page; the footer carries the agency's OACIQ mention", async ({ page, request }) => {
    const pageHtml = async (path: string) => (await request.get(path)).text();
    expect(await pageHtml('/listings')).toContain('Courtage Québec inc., agence immobilière · permis OACIQ n° AQ12345');

    await signInAsAdmin(page, '/admin/settings?onglet=site');
    const card = page.getByRole('form', { name: 'Coordonnées' });
    const phone = card.getByLabel('Téléphone');
    const seeded = await phone.inputValue();
    expect(await axeViolations(page)).toEqual([]);
    try {
      await phone.fill('appelez-nous');
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(card.getByText('Le téléphone se compose de chiffres (espaces, parenthèses, + et - permis).')).toBeVisible();

      await phone.fill('(418) 555-0123');
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Coordonnées enregistrées')).toBeVisible();
      // The change's event renders the pages again: once the stack has settled, they show the new number.
      await settled(request);
      for (const path of ['/', '/agents', '/contact']) {
        const html = await pageHtml(path);
        expect(html, path).toContain('href="tel:+14185550123"');
        expect(html, path).not.toContain(`href="tel:+1${seeded.replace(/\D/g, '')}"`);
      }
    } finally {
      await phone.fill(seeded);
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Coordonnées enregistrées').last()).toBeVisible();
      await settled(request);
    }
  });

  test("the brokerage's logo, uploaded in Paramètres → Site through the photo pipeline, replaces the default mark on the prerendered pages", async ({ page, request }) => {
    const header = async (path: string) => (await (await request.get(path)).text()).split('</header>')[0]!;
    expect(await header('/')).not.toContain('/media/photos/');
    const dir = mkdtempSync(path.join(tmpdir(), 'logo-'));
    const file = path.join(dir, 'logo.png');
    await sharp({ create: { width: 640, height: 160, channels: 4, background: { r: 11, g: 31, b: 58, alpha: 1 } } }).png().toFile(file);
    await signInAsAdmin(page, '/admin/settings?onglet=site');
    const card = page.getByRole('form', { name: 'Logo' });
    try {
      await card.getByLabel('Choisir une photo').setInputFiles(file);
      await expect(card.getByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f-]{36}\/960\.webp$/, { timeout: 20_000 });
      expect(await axeViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Logo enregistré')).toBeVisible();
      await settled(request);
      for (const route of ['/', '/agents']) expect(await header(route), route).toMatch(/<img src="\/media\/photos\/[0-9a-f-]{36}\/960\.webp"[^>]*alt="Courtage Québec"/);
    } finally {
      await page.reload();
      const logo = page.getByRole('form', { name: 'Logo' });
      await expect(logo).toBeVisible();
      if (await logo.getByRole('button', { name: 'Retirer' }).count()) {
        await logo.getByRole('button', { name: 'Retirer' }).click();
        await logo.getByRole('button', { name: 'Enregistrer' }).click();
        await expect(page.getByText('Logo enregistré').last()).toBeVisible();
      }
      await settled(request);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await header('/')).not.toContain('/media/photos/');
  });

  test('a figure of the sellers page, edited in Paramètres → Site with its source and date, is on the prerendered page', async ({ page, request }) => {
    const pageHtml = async (path: string) => (await request.get(path)).text();
    await signInAsAdmin(page, '/admin/settings?onglet=site');
    const card = page.getByRole('form', { name: 'Chiffres et garanties' });
    const figures = card.getByRole('group', { name: 'Résultats (page Vendre)' });
    const first = figures.getByRole('group', { name: 'Chiffre 1' });
    const value = first.getByRole('textbox', { name: 'Chiffre', exact: true });
    const source = first.getByRole('textbox', { name: 'Source', exact: true });
    const seeded = { value: await value.inputValue(), source: await source.inputValue() };
    expect(await axeViolations(page)).toEqual([]);
    try {
      // A figure without its source is refused, in French, before anything is saved.
      await value.fill('21 jours');
      await source.fill('');
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(card.getByText('Indiquez la source de ce chiffre.')).toBeVisible();

      await source.fill('Registres de l’agence, ventes de 2026');
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Chiffres et garanties enregistrés')).toBeVisible();
      await settled(request);
      const html = await pageHtml('/vendeur-lead');
      expect(html).toContain('21 jours');
      expect(html).toContain('Source : Registres de l’agence, ventes de 2026, données au');
    } finally {
      await value.fill(seeded.value);
      await source.fill(seeded.source);
      await card.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Chiffres et garanties enregistrés').last()).toBeVisible();
      await settled(request);
    }
  });

  test("'Conformité' says what the OACIQ and CASL mentions lack, with the way to each fix", async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings?onglet=compliance');
    await expect(page.getByRole('tab', { name: 'Conformité', selected: true })).toBeVisible();
    // The demo agency carries its mentions; its one former broker (inactive, her licence no longer held) does not.
    await expect(page.getByRole('region', { name: 'Agence' }).getByText('Rien ne manque.')).toBeVisible();
    const brokers = page.getByRole('region', { name: 'Courtiers' });
    await expect(brokers.getByRole('listitem')).toHaveText([
      'Francine Ouellet (non affiché) : il manque le nom figurant sur le permis, le numéro de permis, le titre du permis (courtier immobilier, résidentiel ou commercial)',
    ]);
    await expect(brokers.getByRole('link', { name: 'Ouvrir les courtiers' })).toHaveAttribute('href', '/admin/agents');
    await expect(page.getByRole('region', { name: 'Propriétés annoncées avec un courtier incomplet' }).getByText('Rien ne manque.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

