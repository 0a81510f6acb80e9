import { describe, expect, it } from 'vitest';
import type { BlogCard } from '../../shared/blog/api.js';
import { brokerageDay } from '../../shared/calendar.js';
import { authorName, featuredPosts, filterPosts, formatPublishedDate } from '../../web/src/features/blog/lib/filter-posts.js';

const post = (id: string, extra: Partial<BlogCard> = {}): BlogCard => ({
  id,
  slug: id,
  title: `Titre ${id}`,
  excerpt: '',
  tags: [],
  isFeatured: false,
  readingTime: 5,
  viewsCount: 0,
  ...extra,
});

const posts = [
  post('a', { title: 'Taxe de bienvenue à Québec', category: 'Conseils aux acheteurs', isFeatured: true }),
  post('b', { excerpt: 'Préparer sa propriété avant la vente', category: 'Conseils aux vendeurs', isFeatured: true }),
  post('c', { tags: ['Pyrite', 'inspection'], category: 'Conseils aux acheteurs', isFeatured: true }),
  post('d', { category: 'Marché immobilier', isFeatured: true }),
];

describe('blog list filtering', () => {
  it('searches title, excerpt and tags, ignoring case and accents', () => {
    expect(filterPosts(posts, 'QUEBEC', null).map((p) => p.id)).toEqual(['a']);
    expect(filterPosts(posts, 'preparer', null).map((p) => p.id)).toEqual(['b']);
    expect(filterPosts(posts, 'pyrite', null).map((p) => p.id)).toEqual(['c']);
    expect(filterPosts(posts, '  ', null)).toHaveLength(4);
    expect(filterPosts(posts, 'introuvable', null)).toEqual([]);
  });

  it('keeps one category, combined with the search', () => {
    expect(filterPosts(posts, '', 'Conseils aux acheteurs').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPosts(posts, 'pyrite', 'Conseils aux vendeurs')).toEqual([]);
  });

  it('features at most three posts, newest first as listed', () => {
    expect(featuredPosts(posts).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('formats the date in French in Quebec time (the API gives the day), as Intl does, and the author name', () => {
    expect(formatPublishedDate(brokerageDay('2026-01-01T03:00:00.000Z'))).toBe('31 décembre 2025');
    const intl = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' });
    for (let day = 0; day < 800; day += 3) {
      const instant = new Date(Date.UTC(2025, 0, 1, 4) + day * 86_400_000).toISOString();
      expect(formatPublishedDate(brokerageDay(instant)), instant).toBe(intl.format(new Date(instant)));
    }
    expect(formatPublishedDate(undefined)).toBe('');
    expect(authorName({ authorFirstName: 'Chloé', authorLastName: 'Gagnon' })).toBe('Chloé Gagnon');
    expect(authorName({})).toBe('');
  });
});
