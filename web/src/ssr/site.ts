import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PublicAgent } from '../../../shared/agents/api';
import type { BlogListResponse } from '../../../shared/blog/api';
import type { Page, PropertyCard } from '../../../shared/properties/api';
import { MAINTENANCE_PAGE_KEY, MAP_PAGE_PATH, STATIC_PAGE_PATHS, agentPath, cdnPaths, articlePath, pageObjectKey, propertyPath, type PageWork } from '../../../shared/site/pages';
import { buildSitemap, publicSitemapEntries, robotsTxt } from '../../../shared/site/seo/sitemap';
import type { SiteSettings } from '../../../shared/settings/schema';
import { api, setApiOrigin } from '../lib/api-client';
import { siteSettingsQueryOptions } from '../lib/site-settings';
import { mapAreasQueryOptions } from '../features/map-search/api/get-areas';
import { mapAreas } from '../features/map-search/lib/areas';
import { renderPage } from './render-page';

/** Where prerendered pages go: the site bucket (S3 in AWS, s3rver locally) and the CDN in front of it. */
export type SiteStore = {
  read(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  write(key: string, body: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Drops the CDN's copies of these URL paths (nothing to do where no CDN is configured). */
  invalidate(paths: string[]): Promise<void>;
};

export type SiteConfig = {
  /** The public site's origin (canonical URLs). */
  origin: string;
  /** Where the renderer reads the public API (the HTTP API's own endpoint: no CDN cache in between). */
  apiOrigin: string;
  /** The page's head tags (description, canonical, Open Graph, JSON-LD) from what it loaded. */
  head?: (path: string, queryClient: QueryClient) => ReactNode;
};

const HTML = 'text/html; charset=utf-8';
const SHELL_KEY = 'app-shell.html';
/** When the last whole-site render started: a change that happened before is already in its pages. */
const WHOLE_RENDER_KEY = 'render-site.json';

/**
 * The home as visitors see it with the maintenance flag off (index.html) or on (maintenance.html): the
 * settings it embeds say which, whatever the stored flag is when the page is rendered. Only the home
 * shows the maintenance view; the flag itself decides which file is served (CloudFront Function, local
 * gateway), so a render while maintenance is on must not bake that view into index.html.
 */
const homeWithMaintenance = (on: boolean) => (client: QueryClient) =>
  client.setQueryData(siteSettingsQueryOptions().queryKey, (settings: SiteSettings | undefined) => settings && { ...settings, maintenanceMode: on });

/**
 * The map page's index of cities, from the listing of every active property the render already reads (no
 * request of its own): put in the page's data before it renders (features/map-search/api/get-areas.ts).
 */
const mapWithAreas = (properties: readonly PropertyCard[]) => (client: QueryClient) => client.setQueryData(mapAreasQueryOptions().queryKey, mapAreas(properties));

/** The deployed SPA shell; none before the web build is deployed (nothing can be rendered then). */
const shell = (store: SiteStore) => store.read(SHELL_KEY);

export type RenderOutcome = { rendered: string[]; removed: string[]; skipped?: string; added?: boolean };

/**
 * Renders pages and writes them; a page whose data is gone (404) and the pages to remove are deleted,
 * so the SPA's not-found answers them. `site`: the site's listing, read on demand (the map page's cities).
 */
async function renderPages(work: PageWork, store: SiteStore, config: SiteConfig, shellHtml: string, site: () => Promise<SiteListing>): Promise<RenderOutcome> {
  const outcome: RenderOutcome = { rendered: [], removed: [] };
  for (const path of new Set(work.render)) {
    const page = await renderPage(path, {
      origin: config.origin,
      shellHtml,
      head: config.head && ((client) => config.head!(path, client)),
      prepare: path === '/' ? homeWithMaintenance(false) : path === MAP_PAGE_PATH ? mapWithAreas((await site()).properties) : undefined,
    });
    if (page.status === 404) {
      await store.remove(pageObjectKey(path));
      outcome.removed.push(path);
    } else {
      if (!outcome.added && !(await store.exists(pageObjectKey(path)))) outcome.added = true;
      await store.write(pageObjectKey(path), page.html, HTML);
      outcome.rendered.push(path);
    }
  }
  for (const path of new Set(work.remove)) {
    if (outcome.rendered.includes(path)) continue;
    await store.remove(pageObjectKey(path));
    outcome.removed.push(path);
  }
  return outcome;
}

/** The maintenance page: the home as visitors see it while the maintenance flag is on. */
async function renderMaintenancePage(store: SiteStore, config: SiteConfig, shellHtml: string) {
  const maintenance = await renderPage('/', { origin: config.origin, shellHtml, head: config.head && ((client) => config.head!('/', client)), prepare: homeWithMaintenance(true) });
  await store.write(MAINTENANCE_PAGE_KEY, maintenance.html, HTML);
}

type SiteListing = { properties: PropertyCard[]; agents: PublicAgent[]; articles: BlogListResponse['items'] };

/** Every active property, page by page through the public list (a GSI query per page, no scan). */
async function activeProperties(): Promise<PropertyCard[]> {
  const items: PropertyCard[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<PropertyCard> = await api.get('/properties', { query: { limit: 48, cursor: cursor ?? undefined } });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** What the public API lists: every page of the site. */
async function listSite(): Promise<SiteListing> {
  const [properties, agents, blog] = await Promise.all([activeProperties(), api.get('/agents'), api.get('/blog')]);
  return { properties, agents: agents.items, articles: blog.items };
}

/** The published articles (slug, category): which articles' "related" lists a post change may touch. */
export async function publishedArticles(apiOrigin: string): Promise<BlogListResponse['items']> {
  setApiOrigin(apiOrigin);
  return (await api.get('/blog')).items;
}

const pathsOf = (site: SiteListing) => [
  ...STATIC_PAGE_PATHS,
  ...site.properties.map((property) => propertyPath(property.id)),
  ...site.agents.map((agent) => agentPath(agent.id)),
  ...site.articles.map((post) => articlePath(post.slug)),
];

/** sitemap.xml and robots.txt, from the same listing as the pages (a page added or removed changes them). */
async function writeSitemap(store: SiteStore, config: SiteConfig, site: SiteListing) {
  await store.write('sitemap.xml', await buildSitemap(config.origin, publicSitemapEntries(site)), 'application/xml; charset=utf-8');
  await store.write('robots.txt', robotsTxt(config.origin), 'text/plain; charset=utf-8');
}

/**
 * The pages a change touched, then the sitemap when a page was added or removed. The CDN forgets exactly
 * the paths written or removed.
 */
export async function renderChange(work: PageWork, store: SiteStore, config: SiteConfig, occurredAt: string): Promise<RenderOutcome> {
  setApiOrigin(config.apiOrigin);
  const shellHtml = await shell(store);
  if (!shellHtml) return { rendered: [], removed: [], skipped: 'no web build deployed' };
  const whole = await store.read(WHOLE_RENDER_KEY);
  if (whole && occurredAt < (JSON.parse(whole) as { startedAt: string }).startedAt) return { rendered: [], removed: [], skipped: 'in the last whole-site render' };
  // Listing the whole site is not free: once at most, for the map page's cities or the sitemap.
  let listing: Promise<SiteListing> | undefined;
  const site = () => (listing ??= listSite());
  const outcome = await renderPages(work, store, config, shellHtml, site);
  if (work.maintenancePage) await renderMaintenancePage(store, config, shellHtml);
  // The sitemap lists pages: only a page added or removed changes it.
  const pagesChanged = Boolean(outcome.added) || outcome.removed.length > 0;
  if (pagesChanged) await writeSitemap(store, config, await site());
  await store.invalidate(cdnPaths([...outcome.rendered, ...outcome.removed], [...(work.maintenancePage ? [MAINTENANCE_PAGE_KEY] : []), ...(pagesChanged ? ['sitemap.xml'] : [])]));
  return outcome;
}

/**
 * The whole site: every page, the maintenance page (the home as visitors see it while the maintenance
 * flag is on: the settings it embeds say so), the sitemap and robots.txt. At deploy, at the first local
 * start, and daily as a safety net.
 */
export async function renderWholeSite(store: SiteStore, config: SiteConfig): Promise<RenderOutcome & { ms: number }> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  setApiOrigin(config.apiOrigin);
  const shellHtml = await shell(store);
  if (!shellHtml) return { rendered: [], removed: [], skipped: 'no web build deployed', ms: 0 };
  // Written first: the changes that happened before are read by this render, so their events need no render of their own.
  await store.write(WHOLE_RENDER_KEY, JSON.stringify({ startedAt }), 'application/json');
  const site = await listSite();
  const outcome = await renderPages({ render: pathsOf(site), remove: [] }, store, config, shellHtml, async () => site);
  await renderMaintenancePage(store, config, shellHtml);
  await writeSitemap(store, config, site);
  await store.invalidate(['/*']);
  return { ...outcome, ms: Math.round(performance.now() - started) };
}
