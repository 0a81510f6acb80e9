import { axeViolations } from './axe';
import { signInAsAdmin, uniqueEmail } from './accounts';
import { expect, test, type Page, visitorAddress } from './fixtures';

/** A lead of this run only, sent like the contact form does (guard fields of a person who took their time). */
async function contactLead(page: Page, name: string, email: string) {
  const res = await page.request.post('/api/leads/contact', {
    data: { name, email, phone: '514 555-0188', message: 'Je cherche un plex à Rosemont.\nPouvez-vous me rappeler ?', website: '', elapsedMs: 5_000 },
    headers: { 'x-forwarded-for': visitorAddress('198.51.100') },
  });
  expect(res.status()).toBe(201);
}

const leadItem = (page: Page, name: string) => page.getByTestId('lead-item').filter({ hasText: name });

async function findLead(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(name);
  await expect(page.getByTestId('lead-item')).toHaveCount(1);
  return leadItem(page, name);
}

test.describe('Gestion des leads', () => {
  test('find a lead, contact it, move it to contacted with a note, and see it after a reload', async ({ page }) => {
    // One long journey (sign-in, two axe scans, a reload, a live update from another admin): ~28 s on a lightly
    // loaded machine, against a 30 s default; three times that budget so a busy machine does not time it out.
    test.slow();
    const name = `Lead Essai ${Date.now()}`;
    const email = uniqueEmail('lead');
    await contactLead(page, name, email);
    await signInAsAdmin(page, '/admin/leads');
    await expect(page.getByRole('heading', { name: 'Gestion des leads', level: 1 })).toBeVisible();
    await expect(page.getByTestId('lead-item').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const item = await findLead(page, name);
    await expect(item.getByText('Acheteur', { exact: true })).toBeVisible();
    await expect(item.getByText('Non spécifié')).toBeVisible();
    await expect(item.getByText('Nouveau', { exact: true })).toBeVisible();

    // 'Contacter': the e-mail and phone links, from the keyboard; Escape gives focus back.
    const contact = item.getByRole('button', { name: `Contacter : ${name}` });
    await contact.focus();
    await page.keyboard.press('Enter');
    await expect(item.getByRole('link', { name: `Écrire à ${email}` })).toHaveAttribute('href', `mailto:${email}`);
    await expect(item.getByRole('link', { name: 'Appeler le 514 555-0188' })).toHaveAttribute('href', 'tel:+15145550188');
    await page.keyboard.press('Escape');
    await expect(item.getByRole('link', { name: `Écrire à ${email}` })).toBeHidden();
    await expect(contact).toBeFocused();

    await item.getByRole('button', { name: `Modifier : ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Lead : ${name}` });
    await expect(dialog.getByLabel('Statut')).toBeVisible();
    await expect(dialog.getByText('Synchronisation CRM')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Statut').selectOption({ label: 'Contacté' });
    await dialog.getByLabel('Notes').fill('Appelé ce matin : rappeler jeudi.');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Lead mis à jour avec succès')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    const reloaded = await findLead(page, name);
    await expect(reloaded.getByText('Contacté', { exact: true })).toBeVisible();
    await reloaded.getByRole('button', { name: `Modifier : ${name}` }).click();
    const again = page.getByRole('dialog', { name: `Lead : ${name}` });
    await expect(again.getByLabel('Notes')).toHaveValue('Appelé ce matin : rappeler jeudi.');
    await expect(again.getByText(/^Contacté le /)).toBeVisible();
    // The next step only: qualified or lost, never back to new.
    await expect(again.getByLabel('Statut').locator('option')).toHaveText(['Contacté (inchangé)', 'Qualifié', 'Perdu']);

    // Another admin saves the lead meanwhile: the live update refetches it, the open form keeps what is
    // being typed and says a newer version exists; saving the old one is refused.
    await again.getByLabel('Notes').fill('Ma note en cours');
    const status = await page.evaluate(async (leadName) => {
      const key = Object.keys(localStorage).find((k) => /^CognitoIdentityServiceProvider\..+\.accessToken$/.test(k));
      const headers = { Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`, 'Content-Type': 'application/json' };
      const list = await (await fetch(`/api/admin/leads?q=${encodeURIComponent(leadName)}`, { headers })).json();
      const lead = list.items[0];
      const detail = await (await fetch(`/api/admin/leads/${lead.id}`, { headers })).json();
      const res = await fetch(`/api/admin/leads/${lead.id}`, { method: 'PATCH', headers, body: JSON.stringify({ notes: 'Note de l’autre admin', expectedUpdatedAt: detail.updatedAt ?? null }) });
      return res.status;
    }, name);
    expect(status).toBe(200);
    await expect(again.getByText('Ce lead a été modifié ailleurs depuis son ouverture.')).toBeVisible({ timeout: 5_000 });
    await expect(again.getByLabel('Notes')).toHaveValue('Ma note en cours');
    await again.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Ce lead a été modifié entre-temps : rechargez-le puis recommencez.')).toBeVisible();
    await again.getByRole('button', { name: 'Afficher la nouvelle version' }).click();
    await expect(again.getByLabel('Notes')).toHaveValue('Note de l’autre admin');
  });
});
