import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { demoPosts } from '../../infra/local/seed/data/blog.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { buildSitemap, publicSitemapEntries, robotsTxt } from '../../shared/site/seo/sitemap.js';

const ORIGIN = 'https://courtage.example';

/** Parses strictly (sax): malformed XML or a relative <loc> rejects. */
const parse = (xml: string) => parseSitemap(Readable.from([xml]));

describe('sitemap.xml', () => {
  it('is valid XML listing each page once, absolute, without query strings', async () => {
    const xml = await buildSitemap(`${ORIGIN}/`, [
      { path: '/' },
      { path: '/listings?type=condo&minPrice=300000' },
      { path: '/listings' },
      { path: '/property/p1', lastModified: '2026-05-01T10:00:00.000Z' },
      { path: '/property/p1', lastModified: '2026-05-03T08:30:00.000Z' },
      { path: '/property/p1/', lastModified: '2026-04-01T00:00:00.000Z' },
      { path: '/blog/taxe-de-bienvenue-quebec-calcul', lastModified: 'pas une date' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const items = await parse(xml);
    expect(items.map((i) => i.url)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/listings`,
      `${ORIGIN}/property/p1`,
      `${ORIGIN}/blog/taxe-de-bienvenue-quebec-calcul`,
    ]);
    expect(items.find((i) => i.url.endsWith('/p1'))?.lastmod).toBe('2026-05-03T08:30:00.000Z');
    expect(items.at(-1)?.lastmod).toBeUndefined();
    expect(xml).not.toMatch(/<loc>[^<]*\?/);
  });

  it('escapes what XML must escape', async () => {
    const xml = await buildSitemap(ORIGIN, [{ path: '/blog/a&b<c' }]);
    expect((await parse(xml)).map((i) => i.url)).toEqual([`${ORIGIN}/blog/a&b%3Cc`]);
  });

  it('holds every public page of the demo site: home, lists, static pages, properties, brokers, articles', async () => {
    const properties = demoProperties.map((p) => ({ id: randomUUID(), createdAt: new Date(Date.UTC(2026, 4, 1) - p.ageDays * 86_400_000).toISOString() }));
    const agents = [{ id: randomUUID() }, { id: randomUUID(), updatedAt: '2026-05-02T09:00:00.000Z' }];
    const articles = demoPosts.map((p) => ({ slug: p.slug, publishedAt: '2026-04-20T12:00:00.000Z' }));
    const entries = publicSitemapEntries({ properties, agents, articles });
    const items = await parse(await buildSitemap(ORIGIN, entries));
    const urls = items.map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(11 + properties.length + agents.length + articles.length);
    for (const path of ['/', '/listings', '/carte', '/agents', '/blog', '/vendeur-lead', '/reprise-finance', '/contact', '/confidentialite', '/accessibilite', '/calculatrices']) expect(urls).toContain(`${ORIGIN}${path}`);
    for (const { id } of properties) expect(urls).toContain(`${ORIGIN}/property/${id}`);
    for (const { slug } of articles) expect(urls).toContain(`${ORIGIN}/blog/${slug}`);
    expect(items.find((i) => i.url === `${ORIGIN}/agent/${agents[1]!.id}`)?.lastmod).toBe('2026-05-02T09:00:00.000Z');
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private pages and names the sitemap', () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /auth',
        'Disallow: /favorites',
        'Disallow: /desabonnement',
        'Disallow: /alertes',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
