import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories, demoPosts } from '../../infra/local/seed/data/blog.js';
import { brokerageDay } from '../../shared/calendar.js';
import { api, asVisitor, useStackTable } from './helpers.js';

type Card = { id: string; slug: string; category?: string; publishedAt: string; content?: string; authorFirstName?: string };

const published = demoPosts.filter((p) => p.isPublished);
const draft = demoPosts.find((p) => !p.isPublished)!;
const categoryName = (key: string) => demoCategories.find((c) => c.key === key)!.name;
const UA = { 'user-agent': 'Mozilla/5.0 (integration)' };
const view = (slug: string, headers: Record<string, string>) => api(`/api/blog/${slug}/views`, { method: 'POST', headers: { ...UA, ...headers } });

let repository: typeof import('../../shared/blog/server/repository.js').blogRepository;
const now = new Date().toISOString();

beforeAll(async () => {
  useStackTable();
  repository = (await import('../../shared/blog/server/repository.js')).blogRepository;
  // An inactive category the list must not offer, and a post saved with a payload the sanitizer must strip.
  await repository.saveCategory({ id: 'it-cat-off', name: 'Archives', slug: 'it-archives', color: '#123456', isActive: false, createdAt: now });
  await (await import('../../shared/blog/server/save-post.js')).savePost({
    id: 'it-post-xss',
    title: 'Article piégé',
    slug: 'it-article-piege',
    excerpt: 'Un test',
    content: '<p>Bonjour</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">lien</a>',
    category: 'Archives',
    tags: [],
    isPublished: true,
    isFeatured: false,
    publishedAt: '2000-01-01T00:00:00.000Z',
    readingTime: 1,
    viewsCount: 0,
    createdAt: '2000-01-01T00:00:00.000Z',
  });
});

describe('GET /api/blog', () => {
  it('lists only published posts, newest first, with card fields and the author, and the active categories by name', async () => {
    const res = await api('/api/blog');
    expect(res.status).toBe(200);
    const slugs = res.body.items.map((p: Card) => p.slug);
    for (const post of published) expect(slugs).toContain(post.slug);
    expect(slugs).not.toContain(draft.slug);
    const dates = res.body.items.map((p: Card) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of res.body.items) {
      // The day in Quebec, so a browser shows the date without building Intl's date formatter.
      expect(item.publishedOn).toBe(brokerageDay(item.publishedAt));
      expect(item).not.toHaveProperty('content');
      expect(item).not.toHaveProperty('publishState');
    }
    expect(res.body.items.find((p: Card) => p.slug === published[0]!.slug)).toMatchObject({ authorFirstName: published[0]!.authorFirstName });

    const names = res.body.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(demoCategories.filter((c) => c.isActive).map((c) => c.name).sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Archives');
  });

  it('pages with limit and cursor, and refuses bad paging input', async () => {
    const first = await api('/api/blog?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await api(`/api/blog?limit=2&cursor=${first.body.cursor}`);
    expect(next.body.items[0].slug).not.toBe(first.body.items[0].slug);
    expect((await api('/api/blog?limit=0')).status).toBe(400);
    expect((await api('/api/blog?cursor=%%%')).status).toBe(400);
    expect((await api('/api/blog?unknown=1')).status).toBe(400);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns a published article with its HTML and at most 3 related published posts of its category, without itself', async () => {
    const post = published.find((p) => p.categoryKey === 'acheteurs')!;
    const res = await api(`/api/blog/${post.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({ slug: post.slug, title: post.title, category: categoryName('acheteurs') });
    expect(res.body.article.content).toContain('<h2>');
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.length).toBeLessThanOrEqual(3);
    for (const related of res.body.related) {
      expect(related.id).not.toBe(res.body.article.id);
      expect(related.category).toBe(categoryName('acheteurs'));
      expect(related.slug).not.toBe(draft.slug);
      expect(related).not.toHaveProperty('content');
    }
  });

  it('serves HTML sanitized when it was saved', async () => {
    const res = await api('/api/blog/it-article-piege');
    expect(res.status).toBe(200);
    expect(res.body.article.content).toBe('<p>Bonjour</p><img src="x" /><a rel="noopener noreferrer">lien</a>');
  });

  it('answers 404 with the French message for an unknown slug and for a draft', async () => {
    for (const slug of ['article-inexistant', draft.slug]) {
      const res = await api(`/api/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Article non trouvé.');
    }
  });

  it('refuses a malformed slug with 400', async () => {
    for (const slug of ['Majuscules', 'a--b', 'x'.repeat(130), "quote'"]) {
      const res = await api(`/api/blog/${encodeURIComponent(slug)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Adresse d’article invalide.');
    }
  });
});

describe('POST /api/blog/{slug}/views', () => {
  const viewsOf = async (slug: string) => (await api(`/api/blog/${slug}`)).body.article.viewsCount as number;

  it('counts a view once per visitor session, and again for another visitor', async () => {
    const slug = published[1]!.slug;
    const before = await viewsOf(slug);
    const visitor = asVisitor();
    expect(await view(slug, visitor)).toMatchObject({ status: 200, body: { counted: true } });
    expect(await view(slug, visitor)).toMatchObject({ status: 200, body: { counted: false } });
    expect(await viewsOf(slug)).toBe(before + 1);

    expect(await view(slug, asVisitor())).toMatchObject({ status: 200, body: { counted: true } });
    expect(await viewsOf(slug)).toBe(before + 2);
    // The same address in another browser is another reader.
    expect(await view(slug, { ...visitor, 'user-agent': 'Autre navigateur' })).toMatchObject({ body: { counted: true } });
    // The same visitor on another article counts there.
    expect(await view(published[2]!.slug, visitor)).toMatchObject({ body: { counted: true } });
  });

  it('counts again once the session item has expired, even before TTL deletes it', async () => {
    const slug = published[3]!.slug;
    const client = { address: '192.0.2.44', userAgent: 'Horloge' };
    const t0 = Date.now();
    expect(await repository.countView(slug, client, t0)).toBe('counted');
    expect(await repository.countView(slug, client, t0 + 29 * 60_000)).toBe('already-counted');
    expect(await repository.countView(slug, client, t0 + 31 * 60_000)).toBe('counted');
  });

  it('answers 404 for an unknown or draft article and counts nothing; 400 for a malformed slug', async () => {
    expect((await view('article-inexistant', asVisitor())).status).toBe(404);
    expect((await view(draft.slug, asVisitor())).status).toBe(404);
    expect((await view('Pas_Un_Slug', asVisitor())).status).toBe(400);
  });
});
