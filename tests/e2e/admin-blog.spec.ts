import { signInAsAdmin } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('Gestion du Blog', () => {
  test('write an article with formatting, publish it from the list, read it on /blog/{slug}, then delete it', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const title = `Été à Québec ${stamp}`;
    const slug = `ete-a-quebec-${stamp}`;
    await signInAsAdmin(page, '/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion du Blog' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // The figures come apart from the list: '–' until they are known, which must not be read as 0.
    const draftsCard = page.getByText('Brouillons', { exact: true }).locator('xpath=following-sibling::dd');
    await expect(draftsCard).toHaveText(/^\d+$/);
    const drafts = Number(await draftsCard.textContent());

    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await page.getByLabel('Titre', { exact: true }).fill(title);
    // The slug is suggested from the title, accents folded.
    await expect(page.getByLabel('Slug (adresse de l’article)')).toHaveValue(slug);
    await page.getByLabel('Catégorie').selectOption({ index: 1 });
    await page.getByLabel('Extrait').fill('Les bons réflexes pour acheter en été.');

    // The editor, driven from the toolbar with the keyboard and the mouse.
    const editor = page.getByRole('textbox', { name: 'Contenu' });
    await editor.click();
    await page.keyboard.type('Acheter en été, ');
    // The toolbar gives the focus back to the text (a moment later under load): typing waits for it.
    await page.getByRole('button', { name: 'Gras' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('sans se presser');
    await page.getByRole('button', { name: 'Gras' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });
    await toolbar.getByRole('button', { name: 'Gras' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Titre de section' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Les inspections');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Liste à puces' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Toiture');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fondations');
    await expect(toolbar.getByRole('button', { name: 'Liste à puces' })).toHaveAttribute('aria-pressed', 'true');
    // A link on the selected word: the link dialog (inside the article's form) applies the link, nothing else.
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Lien' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Ajouter un lien' });
    await linkDialog.getByLabel('Adresse du lien').fill('https://www.oaciq.com/');
    await linkDialog.getByLabel('Adresse du lien').press('Enter');
    await expect(linkDialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/blog\/new-post$/);
    expect(await axeViolations(page)).toEqual([]);

    // The draft preview renders the HTML as the article will look.
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    const preview = page.getByTestId('article-preview');
    await expect(preview.locator('strong')).toHaveText('sans se presser');
    await expect(preview.getByRole('heading', { level: 2, name: 'Les inspections' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['Toiture', 'Fondations']);
    await expect(preview.getByRole('link', { name: 'Fondations' })).toHaveAttribute('href', 'https://www.oaciq.com/');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Article enregistré.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(draftsCard).toHaveText(String(drafts + 1));
    // A draft is not public.
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);

    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`ete a quebec ${stamp}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Brouillon')).toBeVisible();
    await row.getByRole('button', { name: `Publier : ${title}` }).click();
    await expect(page.getByText('Article publié avec succès.')).toBeVisible();
    await expect(row.getByText('Publié', { exact: true })).toBeVisible();

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const content = page.getByTestId('article-content');
    await expect(content.locator('strong')).toHaveText('sans se presser');
    await expect(content.getByRole('heading', { level: 2, name: 'Les inspections' })).toBeVisible();
    await expect(content.getByRole('listitem')).toHaveText(['Toiture', 'Fondations']);

    await page.goto('/admin/blog');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Supprimer : ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer l’article' });
    await expect(dialog).toContainText('Cette action est irréversible.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Article supprimé avec succès.')).toBeVisible();
    await expect(page.getByText('Aucun article trouvé.')).toBeVisible();
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);
  });
});
