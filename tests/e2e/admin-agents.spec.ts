import { axeViolations } from './axe';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signInAsAdmin } from './accounts';
import { demoProperty } from './demo-data';
import { expect, test, type Page } from './fixtures';

/** A real JPEG portrait and a text file pretending to be a PNG, written once for the uploads. */
async function testFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  const portrait = path.join(dir, 'portrait.jpg');
  await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 30, g: 60, b: 110 } } }).jpeg().toFile(portrait);
  const fake = path.join(dir, 'pas-une-image.png');
  writeFileSync(fake, 'ceci est du texte, pas une image');
  return { portrait, fake };
}

const publicAgentNames = async (page: Page) => ((await (await page.request.get('/api/agents')).json()).items as { name: string }[]).map((a) => a.name);

test.describe('Gestion des courtiers', () => {
  test('add a broker, edit the flags (the public team follows), delete with the confirmation', async ({ page }) => {
    const name = `Courtier Essai ${Date.now()}`;
    await signInAsAdmin(page, '/admin/agents');
    await expect(page.getByRole('heading', { name: 'Gestion des courtiers' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ajouter un courtier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un courtier' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Le nom et l'email sont obligatoires");
    await dialog.getByLabel('Nom', { exact: true }).fill(name);
    await dialog.getByLabel('Courriel').fill(`essai-${Date.now()}@courtage-quebec.ca`);
    await dialog.getByLabel('Titre').fill('Courtière immobilière résidentielle');
    // The OACIQ's mentions: the form says which are missing until they are given (the API refuses her without).
    const mentions = dialog.getByRole('group', { name: 'Mentions exigées par l’OACIQ' });
    await expect(mentions).toContainText('Pour l’afficher sur le site, il manque : le nom figurant sur le permis, le numéro de permis, le titre du permis');
    await dialog.getByLabel('Nom figurant sur le permis').fill(name);
    await dialog.getByLabel('Numéro de permis OACIQ').fill('T4821');
    await dialog.getByLabel('Courtier immobilier résidentiel').check();
    await expect(mentions).not.toContainText('il manque');
    await dialog.getByLabel('Réalisations').fill('  Prix Platine 2025  \n\nTop 1 % Québec\n');
    await dialog.getByLabel('Ajouter une langue').fill('Français');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await dialog.getByLabel('Ajouter une langue').fill('Espagnol');
    await dialog.getByLabel('Ajouter une langue').press('Enter');
    await dialog.getByRole('button', { name: 'Retirer Espagnol' }).click();
    await dialog.getByLabel('Lien de prise de rendez-vous (Calendly)').fill('https://calendly.com/essai/visite');
    // The photo goes through the pipeline: a file that is not an image is refused by the consumer.
    const files = await testFiles();
    await dialog.getByLabel('Choisir une photo').setInputFiles(files.fake);
    await expect(dialog.getByRole('alert')).toHaveText("Ce fichier n'est pas une image JPEG, PNG ou WebP valide.");
    await dialog.getByLabel('Choisir une photo').setInputFiles(files.portrait);
    await expect(page.getByText('Image uploadée avec succès')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f-]{36}\/960\.webp$/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Courtier ajouté avec succès')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Actif', { exact: true })).toBeVisible();
    await expect.poll(() => publicAgentNames(page)).toContain(name);
    const saved = ((await (await page.request.get('/api/agents')).json()).items as { name: string; achievements: string[]; languages: string[] }[]).find((a) => a.name === name)!;
    expect(saved.achievements).toEqual(['Prix Platine 2025', 'Top 1 % Québec']);
    expect(saved.languages).toEqual(['Français']);
    expect((saved as unknown as { imageUrl: string }).imageUrl).toMatch(/^\/media\/photos\/.+\/960\.webp$/);
    const portrait = await page.request.get((saved as unknown as { imageUrl: string }).imageUrl);
    expect(portrait.status()).toBe(200);
    expect(portrait.headers()['content-type']).toBe('image/webp');

    // Edit: inactive and co-president. An inactive broker leaves the public team.
    await card.getByRole('button', { name: `Modifier : ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le courtier' });
    await expect(edit.getByLabel('Nom', { exact: true })).toHaveValue(name);
    await edit.getByLabel('Actif (affiché sur le site)').uncheck();
    await edit.getByLabel('Co-président').check();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Courtier mis à jour avec succès')).toBeVisible();
    await expect(card.getByText('Inactif')).toBeVisible();
    await expect(card.getByText('Co-président')).toBeVisible();
    await expect.poll(() => publicAgentNames(page)).not.toContain(name);

    // The list view shows the same brokers.
    await page.getByRole('button', { name: 'Liste' }).click();
    await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox').fill(name);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: `Supprimer : ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le courtier' });
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce courtier ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Courtier supprimé avec succès')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('deleting the primary broker of an active property is refused, naming the property', async ({ page }) => {
    const property = await demoProperty(page.request, 'condo-griffintown-1');
    const primary = property.agents.find((a) => a.isPrimary)!;
    await signInAsAdmin(page, '/admin/agents');
    await page.getByRole('searchbox').fill(primary.name);
    await page.getByRole('button', { name: `Supprimer : ${primary.name}` }).click();
    await page.getByRole('dialog', { name: 'Supprimer le courtier' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Erreur lors de la suppression du courtier')).toBeVisible();
    await expect(page.getByText(`« ${property.title} »`)).toBeVisible();
    expect(await publicAgentNames(page)).toContain(primary.name);
  });
});
