import { createHook } from 'node:async_hooks';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { adminToken, api, stack } from './helpers.js';
import { withMentions } from '../support/agent-mentions.js';

/**
 * Event-driven prerendering against the whole local stack: an admin's change reaches the static HTML
 * in the site bucket (s3rver) through outbox → bus → page-render, and the gateway serves it.
 */
let token: string;
beforeAll(async () => {
  token = await adminToken();
});
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });

let client: S3Client | undefined;
const s3 = () => (client ??= new S3Client({ endpoint: stack().s3, region: 'ca-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }));
afterAll(() => client?.destroy());

/** The object's HTML, or null when the bucket has no such page. */
async function page(key: string): Promise<string | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: 'brokerage-site', Key: key }));
    return (await object.Body!.transformToString('utf-8')) ?? null;
  } catch {
    return null;
  }
}

/** Polls until `check` holds, and says how long it took; fails after `timeoutMs`. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

describe('prerendered pages follow the data', () => {
  it('the first start rendered every public page, the sitemap and robots.txt', async () => {
    const home = await page('index.html');
    expect(home).toContain('<html lang="fr-CA">');
    expect(home).toContain('<script type="application/json" id="app-data">');
    for (const key of ['listings', 'agents', 'blog', 'vendeur-lead', 'reprise-finance', 'contact', 'confidentialite', 'maintenance.html']) {
      expect(await page(key), key).toContain('</html>');
    }
    expect(await page('sitemap.xml')).toContain('/listings</loc>');
    expect(await page('robots.txt')).toContain('Disallow: /admin');
  });

  it('`npm run job -- render-site` renders every page again against the running stack (a page removed by hand comes back)', async () => {
    await s3().send(new DeleteObjectCommand({ Bucket: 'brokerage-site', Key: 'confidentialite' }));
    expect(await page('confidentialite')).toBeNull();
    // The ports `npm start` binds, as the command finds them (infra/local/ports.ts).
    const port = (url: string) => new URL(url).port;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/local/job.ts', 'render-site'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, PORT: port(stack().url), DYNAMODB_PORT: port(stack().dynamodb), S3_PORT: port(stack().s3), POWERTOOLS_LOG_LEVEL: 'SILENT' },
      timeout: 60_000,
    });
    const result = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { rendered: number; removed: number };
    expect(result.rendered).toBeGreaterThan(30);
    expect(await page('confidentialite')).toContain('</html>');
  }, 90_000);

  it("a price edit shows in the property's HTML within 10 s; deactivating removes the page and the gateway answers 404", async () => {
    const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);
    const res = await asAdmin('/api/admin/properties', {
      method: 'POST',
      json: { title: 'Plex prérendu à Verdun', price: 512_000, location: 'Verdun, Montréal', propertyType: 'duplex', bedrooms: 4, bathrooms: 2, agents: [{ agentId, isPrimary: true }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const property = res.body as { id: string; updatedAt: string };
    created.push(property.id);
    const key = `property/${property.id}`;
    await within(10_000, async () => (await page(key))?.includes('"price":512000') ?? false);

    const edited = await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { price: 498_500 } });
    expect(edited.status).toBe(200);
    const ms = await within(10_000, async () => (await page(key))?.includes('"price":498500') ?? false);
    const html = (await page(key))!;
    expect(html).toContain('Plex prérendu à Verdun · Courtage Québec</title>');
    expect(html).toContain('498'); // the price as the page shows it, besides the JSON-LD offer
    expect(html).toMatch(/"priceCurrency":"CAD"/);
    expect(html).toContain(`<link rel="canonical" href="${stack().url.replace('127.0.0.1', 'localhost')}/property/${property.id}"/>`);
    console.info(`price edit → HTML in the bucket: ${ms} ms`);
    // The listings' first page shows it too (newest first).
    await within(10_000, async () => (await page('listings'))?.includes('Plex prérendu à Verdun') ?? false);

    const served = await fetch(`${stack().url}/property/${property.id}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('"price":498500');

    expect((await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isActive: false } })).status).toBe(200);
    await within(10_000, async () => (await page(key)) === null);
    const gone = await fetch(`${stack().url}/property/${property.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('id="root"'); // the SPA shell: its not-found page renders
    await within(10_000, async () => !((await page('listings'))?.includes('Plex prérendu à Verdun') ?? true));
  });

  it("renaming a broker re-renders the pages of the properties they are linked to (page-render reads the links)", async () => {
    const stamp = Date.now().toString(36);
    const agent = await asAdmin('/api/admin/agents', { method: 'POST', json: { name: `Noé Prérendu ${stamp}`, email: `noe.${stamp}@courtage-quebec.ca`, ...withMentions(`Noé Prérendu ${stamp}`) } });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    const agentId = (agent.body as { id: string }).id;
    const res = await asAdmin('/api/admin/properties', {
      method: 'POST',
      json: { title: 'Condo du courtier renommé', price: 389_000, location: 'Laval', propertyType: 'condo', bedrooms: 2, bathrooms: 1, agents: [{ agentId, isPrimary: true }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const propertyId = (res.body as { id: string }).id;
    const key = `property/${propertyId}`;
    await within(10_000, async () => (await page(key))?.includes(`Noé Prérendu ${stamp}`) ?? false);

    expect((await asAdmin(`/api/admin/agents/${agentId}`, { method: 'PATCH', json: { name: `Noé Renommé ${stamp}` } })).status).toBe(200);
    await within(10_000, async () => (await page(key))?.includes(`Noé Renommé ${stamp}`) ?? false);

    expect((await asAdmin(`/api/admin/properties/${propertyId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(`/api/admin/agents/${agentId}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('publishing an article renders it and the blog list; unpublishing removes it', async () => {
    const slug = `prerendu-${Date.now().toString(36)}`;
    const created = await asAdmin('/api/admin/blog/posts', { method: 'POST', json: { title: 'Article prérendu', slug, excerpt: 'Un article écrit par le test de prérendu.', content: '<p>Bonjour</p>' } });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await asAdmin(`/api/admin/blog/posts/${id}`, { method: 'PATCH', json: { isPublished: true } })).status).toBe(200);
    await within(10_000, async () => (await page(`blog/${slug}`))?.includes('Article prérendu · Courtage Québec</title>') ?? false);
    expect(await page(`blog/${slug}`)).toContain('"@type":"BlogPosting"');
    await within(10_000, async () => (await page('blog'))?.includes('Article prérendu') ?? false);

    expect((await asAdmin(`/api/admin/blog/posts/${id}`, { method: 'PATCH', json: { isPublished: false } })).status).toBe(200);
    await within(10_000, async () => (await page(`blog/${slug}`)) === null);
    await within(10_000, async () => !((await page('blog'))?.includes('Article prérendu') ?? true));
    await asAdmin(`/api/admin/blog/posts/${id}`, { method: 'DELETE' });
  });

  it('activating a testimonial renders the sellers page with it; deleting it renders the page without it', async () => {
    const text = `Vendu en dix jours, merci ! ${Date.now().toString(36)}`;
    const added = await asAdmin('/api/admin/testimonials', { method: 'POST', json: { name: 'Rémi Prérendu', location: 'Sherbrooke', text, rating: 5 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = (added.body as { id: string }).id;
    try {
      expect((await asAdmin(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: { active: true } })).status).toBe(200);
      await within(10_000, async () => (await page('vendeur-lead'))?.includes(text) ?? false);
    } finally {
      expect((await asAdmin(`/api/admin/testimonials/${id}`, { method: 'DELETE' })).status).toBe(204);
    }
    await within(10_000, async () => !((await page('vendeur-lead'))?.includes(text) ?? true));
  });

  it('a settings change renders the pages that show it; while maintenance is on the home stays the visitors\' home', async () => {
    const settings = (await asAdmin('/api/admin/site-settings')).body as { contactEmail: string; privacyOfficerName: string };
    const stamp = Date.now().toString(36);
    const email = `urgence.${stamp}@courtage-quebec.ca`;
    try {
      expect((await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { maintenanceMode: true } })).status).toBe(200);
      // Rendered while the switch is on: the maintenance page shows the new address, the home still is the home.
      expect((await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { contactEmail: email } })).status).toBe(200);
      await within(10_000, async () => (await page('maintenance.html'))?.includes(`mailto:${email}`) ?? false);
      await within(10_000, async () => (await page('index.html'))?.includes(email) ?? false);
      const home = (await page('index.html'))!;
      expect(home).toContain('"maintenanceMode":false');
      expect(home).not.toContain('Site en maintenance');
      expect(await page('maintenance.html')).toContain('Site en maintenance');

      expect((await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { privacyOfficerName: `Odile Prérendu ${stamp}` } })).status).toBe(200);
      await within(10_000, async () => (await page('confidentialite'))?.includes(`Odile Prérendu ${stamp}`) ?? false);
    } finally {
      await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { maintenanceMode: false, contactEmail: settings.contactEmail, privacyOfficerName: settings.privacyOfficerName } });
    }
    await within(10_000, async () => (await page('confidentialite'))?.includes(settings.privacyOfficerName) ?? false);
  });
});

describe('a renderer renders page after page', () => {
  it("keeps no page's data once the page is written (no TanStack Query cache timer left)", async () => {
    const { renderChange } = await import('../../web/src/ssr/site.js');
    const shellHtml = await page('app-shell.html');
    const written = new Map<string, string>();
    const store = {
      read: async (key: string) => (key === 'app-shell.html' ? shellHtml : null),
      exists: async () => true,
      write: async (key: string, body: string) => void written.set(key, body),
      remove: async () => {},
      invalidate: async () => {},
    };
    // The timers TanStack Query arms to drop a query from its cache (10 minutes after its last use).
    const cacheTimers = new Set<number>();
    const hook = createHook({
      init: (id, type) => void (type === 'Timeout' && /@tanstack[\\/]query-core/.test(new Error().stack ?? '') && cacheTimers.add(id)),
      destroy: (id) => void cacheTimers.delete(id),
    });
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 30;
    hook.enable();
    try {
      await renderChange({ render: ['/', '/listings', '/agents'], remove: [] }, store, { origin: 'http://localhost:3000', apiOrigin: stack().url }, new Date().toISOString());
      // Node reports a cleared timer's end a moment later.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      hook.disable();
      Error.stackTraceLimit = stackTraceLimit;
    }
    expect([...written.keys()].sort()).toEqual(['agents', 'index.html', 'listings']);
    expect(cacheTimers.size).toBe(0);
  });
});
