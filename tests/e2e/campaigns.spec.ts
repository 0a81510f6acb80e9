import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { latestMailTo } from '../support/inbox.js';
import { admin, signInAsAdmin, uniqueEmail } from './accounts';
import { axeViolations } from './axe';
import { expect, settled, test, type Page, visitorAddress } from './fixtures';

/** A subscriber of the test's own, through the public form's API (guard fields as a person would send them). */
async function subscribe(page: Page, email: string, name: string) {
  const res = await page.request.post('/api/newsletter', {
    data: { email, name, source: 'footer', website: '', elapsedMs: 5_000 },
    headers: { 'x-forwarded-for': visitorAddress('203.0.113') },
  });
  expect(res.status()).toBe(201);
}

/** The figure under a counter's label (components/admin/stat-cards.tsx). */
const counter = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/desabonnement\?token=[^\s"<>]+/;

test.describe('Abonnés → Campagnes', () => {
  test('compose a campaign with a listing, preview it, test it, send it to every active subscriber; an unsubscription from its mail is counted', async ({ page }) => {
    // The whole journey sends to every active subscriber of the stack (the demo ones and those other specs made).
    test.setTimeout(120_000);
    const ses = process.env.E2E_SES_URL!;
    const since = new Date(Date.now() - 1000);
    const subscriber = uniqueEmail('campagne');
    await subscribe(page, subscriber, 'Gabriel Lévesque');
    const subject = `Nos coups de cœur de la saison ${Date.now()}`;
    const text = 'Voici les propriétés que nos courtiers vous recommandent ce mois-ci.';
    const listing = demoProperties.find((property) => property.key === 'maison-sillery-1')!;
    expect(listing.isActive).toBe(true);

    await signInAsAdmin(page, '/admin/subscribers');
    const sections = page.getByRole('navigation', { name: 'Infolettre' });
    await expect(sections.getByRole('link', { name: 'Abonnés' })).toHaveAttribute('aria-current', 'page');
    // Keyboard: the sections are links in the tab order.
    await sections.getByRole('link', { name: 'Campagnes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Campagnes de l’infolettre' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Campagnes' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Liste des campagnes' }).or(page.getByText('Aucune campagne pour le moment.'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The editor checks the API's own schema before sending anything.
    await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle campagne' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
    await save.click();
    await expect(page.getByText('Le sujet est obligatoire.')).toBeVisible();
    await expect(page.getByText('Le contenu de la campagne est obligatoire.')).toBeVisible();
    await expect(page.getByLabel('Sujet', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Sujet', { exact: true }).fill(subject);
    // The blog's editor, shared by the campaigns.
    await page.getByRole('textbox', { name: 'Contenu' }).click();
    await page.keyboard.type(text);
    await page.getByRole('checkbox', { name: listing.title }).check();
    await expect(page.getByRole('list', { name: 'Choix : Propriétés à présenter' })).toContainText(listing.title);
    await expect(page.getByText('Le sujet est obligatoire.')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await save.click();
    await expect(page.getByText('Campagne enregistrée.')).toBeVisible();
    // The new draft opens at its own address.
    await expect(page).toHaveURL(/\/admin\/subscribers\/campaigns\/(?!new$)[A-Za-z0-9-]+$/);
    const campaignUrl = page.url();
    const campaignId = new URL(campaignUrl).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier la campagne' })).toBeVisible();
    // The saved draft opens with its listing chosen.
    await expect(page.getByRole('list', { name: 'Choix : Propriétés à présenter' })).toContainText(listing.title);

    // The mail as subscribers will read it, in a sandboxed frame.
    await page.getByRole('button', { name: 'Aperçu' }).click();
    const preview = page.getByTitle(`Aperçu du courriel : ${subject}`);
    await expect(preview).toHaveAttribute('sandbox', '');
    await expect(page.getByTestId('campaign-preview-subject')).toHaveText(subject);
    const frame = page.frameLocator(`iframe[title="Aperçu du courriel : ${subject}"]`);
    await expect(frame.getByText(text)).toBeVisible();
    await expect(frame.getByText(listing.title).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aperçu du courriel' })).toBeFocused();

    // A test goes to the signed-in admin only, marked as such.
    await page.getByRole('button', { name: 'M’envoyer un test' }).click();
    await expect(page.getByText(new RegExp(`^Test envoyé à ${admin().email.replace(/[.+]/g, '\\$&')}$`, 'i'))).toBeVisible();
    const testMail = await latestMailTo(ses, admin().email, { since, match: (mail) => mail.subject.includes(subject) });
    expect(testMail.subject).toBe(`[Test] ${subject}`);
    expect(testMail.body.text).toContain(text);

    // Sending asks first, saying how many active subscribers will receive it.
    await page.getByRole('button', { name: 'Envoyer à tous les abonnés actifs' }).click();
    const confirm = page.getByRole('dialog', { name: 'Envoyer la campagne' });
    await expect(confirm).toContainText(/sera envoyée à [\d  ]+ abonnés? actifs?\./);
    const active = Number(/envoyée à ([\d  ]+) abonné/.exec((await confirm.textContent())!)![1]!.replace(/\D/g, ''));
    expect(active).toBeGreaterThan(0);
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(confirm).toBeHidden();

    // The campaign's view follows the sending until it is over.
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeFocused();
    const progress = page.getByRole('status').filter({ hasText: 'destinataires traités' });
    await expect(progress).toContainText('Envoyée', { timeout: 90_000 });
    await expect(progress).toContainText(`${active} sur ${active} destinataires traités`);
    await expect(counter(page, 'Restants')).toHaveText('0');
    await expect(counter(page, 'Désabonnements')).toHaveText('0');
    await expect(page.getByRole('progressbar', { name: 'Progression de l’envoi' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.frameLocator(`iframe[title="Aperçu du courriel : ${subject}"]`).getByText(text)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The subscriber's mail: its unsubscribe link names the campaign.
    const mail = await latestMailTo(ses, subscriber, { since, match: (m) => m.subject === subject });
    const link = UNSUBSCRIBE_LINK.exec(mail.body.text ?? '')?.[0];
    expect(link, 'the campaign mail carries the unsubscribe link').toBeTruthy();
    expect(new URL(link!).searchParams.get('campagne')).toBe(campaignId);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désabonné');

    // Back on the campaign: the unsubscription is in its report.
    await settled(page.request);
    await page.goto(campaignUrl);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(counter(page, 'Désabonnements')).toHaveText('1');

    // And the list shows it sent.
    await page.getByRole('link', { name: 'Retour aux campagnes' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Envoyée');
    await expect(row).toContainText(String(active));
  });

  test('a draft is deleted after the shared confirmation', async ({ page }) => {
    const subject = `Brouillon à supprimer ${Date.now()}`;
    await signInAsAdmin(page, '/admin/subscribers/campaigns/new');
    await page.getByLabel('Sujet', { exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Contenu' }).click();
    await page.keyboard.type('Un brouillon sans lendemain.');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier la campagne' })).toBeVisible();

    await page.getByRole('group', { name: 'Actions de la campagne' }).getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la campagne' });
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce brouillon ? Cette action est irréversible.');
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Campagne supprimée.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/subscribers\/campaigns$/);
    await expect(page.getByRole('region', { name: 'Liste des campagnes' }).or(page.getByText('Aucune campagne pour le moment.'))).toBeVisible();
    await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
  });
});
