import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { STATIC_PAGE_PATHS } from './pages.js';
import { agentPath, articlePath, propertyPath } from '../pages.js';
import { canonicalUrl, siteOrigin } from './urls.js';

export type SitemapEntry = { path: string; lastModified?: string };

/** Paths robots must not crawl: the back office, sign-in, a visitor's favourites, unsubscribe links. */
export const DISALLOWED_PATHS = ['/admin', '/auth', '/favorites', '/desabonnement', '/alertes'] as const;

/**
 * sitemap.xml of the given pages: absolute canonical URLs (query strings dropped), each once (the
 * latest lastModified wins), in the order given. Dates that do not parse are left out.
 */
export async function buildSitemap(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  const byUrl = new Map<string, string | undefined>();
  for (const entry of entries) {
    const url = canonicalUrl(origin, entry.path);
    const date = entry.lastModified && !Number.isNaN(Date.parse(entry.lastModified)) ? new Date(entry.lastModified).toISOString() : undefined;
    const previous = byUrl.get(url);
    byUrl.set(url, previous && (!date || previous > date) ? previous : date);
  }
  const stream = new SitemapStream({ hostname: siteOrigin(origin), xmlns: { news: false, video: false, image: false, xhtml: false } });
  const items = [...byUrl].map(([url, lastmod]) => (lastmod ? { url, lastmod } : { url }));
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** robots.txt: everything crawlable but the private paths, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteOrigin(origin)}/sitemap.xml`, ''].join('\n');
}

/**
 * Every prerendered public page as sitemap entries: home, lists, static pages, then each active
 * property, broker and published article (the renderer passes what it rendered).
 */
export function publicSitemapEntries(pages: {
  properties: readonly { id: string; updatedAt?: string; createdAt?: string }[];
  agents: readonly { id: string; updatedAt?: string; createdAt?: string }[];
  articles: readonly { slug: string; updatedAt?: string; publishedAt?: string }[];
}): SitemapEntry[] {
  const dated = (path: string, ...dates: (string | undefined)[]): SitemapEntry => {
    const lastModified = dates.find((d) => d);
    return lastModified ? { path, lastModified } : { path };
  };
  return [
    { path: '/' },
    { path: '/listings' },
    { path: '/agents' },
    { path: '/blog' },
    ...Object.values(STATIC_PAGE_PATHS).map((path) => ({ path })),
    ...pages.properties.map((p) => dated(propertyPath(p.id), p.updatedAt, p.createdAt)),
    ...pages.agents.map((a) => dated(agentPath(a.id), a.updatedAt, a.createdAt)),
    ...pages.articles.map((a) => dated(articlePath(a.slug), a.updatedAt, a.publishedAt)),
  ];
}
