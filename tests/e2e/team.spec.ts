import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIRequestContext } from '@playwright/test';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import type { PublicAgent } from '../../shared/agents/api.js';
import { admin } from './accounts.js';
import { axeViolations } from './axe.js';
import { expect, test, serveSpaShell } from './fixtures.js';
import { withMentions } from '../support/agent-mentions.js';
import { demoSiteIdentity } from '../../infra/local/seed/data/site.js';
import { agencyMention } from '../../shared/settings/identity.js';

/** The demo agency's OACIQ mention (seeded site settings). */
const AGENCY_MENTION = agencyMention(demoSiteIdentity);

let team: PublicAgent[];
const byName = (name: string) => team.find((agent) => agent.name === name)!;

test.beforeAll(async ({ request }) => {
  team = ((await (await request.get('/api/agents')).json()) as { items: PublicAgent[] }).items;
  expect(team.filter((agent) => agent.isPresident), 'the seed has two co-presidents').toHaveLength(2);
});

async function adminToken() {
  const cognito = new CognitoIdentityProviderClient({ endpoint: process.env.E2E_COGNITO_URL, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const { email, password } = admin();
  const out = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: process.env.E2E_USER_POOL_CLIENT_ID!, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return out.AuthenticationResult!.AccessToken!;
}

async function addAgent(request: APIRequestContext, data: Record<string, unknown>) {
  // An active broker carries his OACIQ mentions (the API refuses him without).
  const res = await request.post('/api/admin/agents', { data: { ...withMentions(String(data.name)), ...data }, headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('the team page shows the co-presidents first, then the other brokers, each card linking to its profile', async ({ page }) => {
  await page.goto('/agents');
  await expect(page).toHaveTitle('Nos Courtiers · Courtage Québec');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const presidents = page.getByRole('region', { name: 'Nos co-présidents' });
  const others = page.getByRole('region', { name: 'Nos courtiers' });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Nos co-présidents', 'Nos courtiers']);
  const presidentNames = team.filter((a) => a.isPresident).map((a) => a.name);
  await expect(presidents.getByRole('heading', { level: 3 })).toHaveText(presidentNames);
  await expect(others.getByRole('heading', { level: 3 })).toHaveText(team.filter((a) => !a.isPresident).map((a) => a.name));
  await expect(presidents.getByText('CO-PRÉSIDENT', { exact: true })).toHaveCount(2);
  await expect(others.getByText('COURTIER EXPERT', { exact: true })).toHaveCount(team.length - 2);

  for (const agent of team) await expect(page.getByRole('link', { name: agent.name, exact: true })).toHaveAttribute('href', `/agent/${agent.id}`);

  // At most 3 languages and 2 achievements per card.
  const polyglot = team.find((a) => a.languages.length > 3 && a.achievements.length > 2);
  expect(polyglot, 'the seed has a broker with more than 3 languages and 2 achievements').toBeDefined();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: polyglot!.name }) });
  for (const language of polyglot!.languages.slice(0, 3)) await expect(card.getByText(language, { exact: true })).toBeVisible();
  await expect(card.getByText(polyglot!.languages[3]!, { exact: true })).toHaveCount(0);
  await expect(card.getByRole('list', { name: 'Réalisations' }).getByRole('listitem')).toHaveCount(2);
  await expect(card.getByText(polyglot!.achievements[2]!)).toHaveCount(0);

  // Each card carries its broker's OACIQ designations (issue 26).
  for (const agent of team) {
    const brokerCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: agent.name, exact: true }) });
    await expect(brokerCard.getByText(agent.licenceDesignations.join(' · '), { exact: true })).toBeVisible();
    // …followed by the agency he works for, with its designation (the site settings' name).
    await expect(brokerCard.getByText(AGENCY_MENTION, { exact: true })).toBeVisible();
  }

  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: presidentNames[0]!, exact: true }).click();
  await expect(page).toHaveURL(`/agent/${team[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: presidentNames[0]! })).toBeVisible();
});

test('a co-president\'s profile: badge, details, achievements tab first, contact tab with call, mail, WhatsApp and the booking widget', async ({ page }) => {
  const found = team.find((a) => a.isPresident && a.calendlyUrl && a.phone && a.title && a.specialty && a.bio);
  expect(found, 'the seed has a co-president with a calendar, a phone, a title, a specialty and a bio').toBeDefined();
  const agent = found!;
  await page.goto(`/agent/${agent.id}`);
  await expect(page).toHaveTitle(`${agent.name} · Courtage Québec`);
  await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
  await expect(page.getByText('CO-PRÉSIDENT', { exact: true })).toBeVisible();
  await expect(page.getByText(agent.title!, { exact: true })).toBeVisible();
  // The OACIQ's mentions, and the licence number with the way to check it at the OACIQ (issue 26).
  expect(agent.licenceDesignations.length, 'the seed gives the co-president a licence').toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText(agent.licenceDesignations.join(' · '), { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(AGENCY_MENTION, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(agent.licenceNumber!)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vérifier au registre de l’OACIQ' })).toHaveAttribute('href', 'https://www.oaciq.com/fr/pages/verifier-son-dossier');
  await expect(page.getByText(agent.specialty!, { exact: true })).toBeVisible();
  for (const language of agent.languages) await expect(page.getByText(language, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(agent.bio!.slice(0, 40))).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo de ${agent.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à l'équipe" })).toHaveAttribute('href', '/agents');

  // Achievements first.
  const achievementsTab = page.getByRole('tab', { name: 'Réalisations' });
  await expect(achievementsTab).toHaveAttribute('aria-selected', 'true');
  for (const achievement of agent.achievements) await expect(page.getByRole('tabpanel').getByText(achievement)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The tabs follow the keyboard pattern.
  await achievementsTab.focus();
  await page.keyboard.press('ArrowRight');
  const contactTab = page.getByRole('tab', { name: 'Contact' });
  await expect(contactTab).toHaveAttribute('aria-selected', 'true');
  await expect(contactTab).toBeFocused();
  const panel = page.getByRole('tabpanel');
  const digits = agent.phone!.replace(/\D/g, '');
  await expect(panel.getByRole('link', { name: new RegExp(`Téléphone`) })).toHaveAttribute('href', `tel:+1${digits}`);
  await expect(panel.getByRole('link', { name: new RegExp(agent.email.replace(/[.+]/g, '\\$&')) })).toHaveAttribute('href', `mailto:${agent.email}`);
  await expect(panel.getByRole('link', { name: `Écrire à ${agent.name} sur WhatsApp` })).toHaveAttribute('href', `https://wa.me/1${digits}`);
  for (const reason of ['Réponse garantie en moins de 2h', 'Consultation gratuite et sans engagement', 'Expertise reconnue', 'Service personnalisé']) {
    await expect(panel.getByText(reason, { exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  // 'Réserver un RDV' opens the broker's own calendar in the widget dialog; Escape closes it and gives the focus back.
  const book = panel.getByRole('button', { name: 'Réserver un RDV' });
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Réserver un rendez-vous' });
  await expect(dialog).toBeVisible();
  const src = new URL((await dialog.locator('iframe').getAttribute('src')) ?? '');
  expect(src.origin).toBe(process.env.SCHEDULING_ORIGIN!);
  expect(src.pathname).toBe(new URL(agent.calendlyUrl!).pathname);
  expect(src.searchParams.get('a1')).toContain(agent.name);
  await expect(dialog.frameLocator('iframe').getByRole('button', { name: 'Confirmer la visite' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();

  // The closing banner: a free consultation through the same widget, and a direct call.
  await expect(page.getByRole('link', { name: 'Appel Direct' })).toHaveAttribute('href', `tel:+1${digits}`);
  await page.getByRole('button', { name: 'Consultation Gratuite' }).click();
  await expect(dialog).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});

test("a broker without a calendar of his own: 'COURTIER EXPERT', and 'Consultation Gratuite' leads to the contact page", async ({ page }) => {
  const agent = team.find((a) => !a.isPresident && !a.calendlyUrl);
  expect(agent, 'the seed has a broker without a calendar').toBeDefined();
  await page.goto(`/agent/${agent!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: agent!.name })).toBeVisible();
  await expect(page.getByText('COURTIER EXPERT', { exact: true })).toBeVisible();
  await expect(page.getByText('CO-PRÉSIDENT', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Consultation Gratuite' }).click();
  await expect(page).toHaveURL('/contact');
});

test('a broker without photo nor achievements shows initials and the empty text', async ({ page }) => {
  const id = await addAgent(page.request, { name: 'Noémie Brisson', email: `noemie.${Date.now()}@courtage-quebec.ca`, isActive: true, isPresident: false });
  await page.goto(`/agent/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noémie Brisson' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo de Noémie Brisson' })).toHaveText('NB');
  await expect(page.getByRole('tabpanel')).toContainText('Aucune réalisation spécifique renseignée pour le moment.');
  // No phone: no call link, no WhatsApp.
  await expect(page.getByRole('link', { name: 'Appel Direct' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const res = await page.request.delete(`/api/admin/agents/${id}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(res.status()).toBe(204);
});

test("an unknown or inactive broker: 'Agent non trouvé' with a way back to the team", async ({ page }) => {
  const retired = demoAgents.find((a) => !a.isActive);
  expect(retired, 'the seed keeps an inactive broker').toBeDefined();
  await page.goto(`/agent/${demoId('agent', retired!.key)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent non trouvé' })).toBeVisible();
  await expect(page.getByText(retired!.name)).toHaveCount(0);
  await page.goto('/agent/inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent non trouvé' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: "Retour à l'équipe" }).click();
  await expect(page).toHaveURL('/agents');
  await expect(page.getByRole('region', { name: 'Nos co-présidents' })).toBeVisible();

  // Client-side navigation shows the loading text while the broker loads: the answer is held until it shows.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/agents/lent', async (route) => {
    await answered;
    await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Courtier introuvable.' } }) });
  });
  await page.evaluate(() => {
    history.pushState({}, '', '/agent/lent');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Chargement du profil...')).toBeVisible();
  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Agent non trouvé' })).toBeVisible();
  await expect(page.getByText('Chargement du profil...')).toHaveCount(0);
});

test("the brokers cannot load: logged only, the list stays empty ('Aucun courtier disponible')", async ({ page }) => {
  await serveSpaShell(page); // the browser's own load of the list, not the prerendered page
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/agents', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Erreur interne.' } }) }));
  await page.goto('/agents');
  await expect(page.getByText('Aucun courtier disponible')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main a[href^="/agent/"]')).toHaveCount(0);
  expect(logged.some((text) => text.includes('Failed to load the brokers'))).toBe(true);
});
