import { describe, expect, it } from 'vitest';
import { postTally, readingTimeOf, SLUG_MAX, suggestSlug, tallyDelta, wordCount } from '../../shared/blog/rules.js';
import { slugSchema } from '../../shared/blog/schema.js';

describe('suggestSlug', () => {
  it('folds accents and ligatures, lower-cases, joins words with one hyphen', () => {
    expect(suggestSlug('Été à Québec : 5 conseils')).toBe('ete-a-quebec-5-conseils');
    expect(suggestSlug('L’œuvre d’art — Ça coûte combien ?')).toBe('l-oeuvre-d-art-ca-coute-combien');
    expect(suggestSlug('  --Déjà   vu!!  ')).toBe('deja-vu');
  });

  it('is empty without a letter or digit, and always a valid slug otherwise', () => {
    expect(suggestSlug(' ?! — ')).toBe('');
    for (const title of ['Ÿ ñ ß Æ', 'Taxe de bienvenue 2026', 'x'.repeat(300)]) expect(slugSchema.safeParse(suggestSlug(title)).success).toBe(true);
  });

  it('cuts on a word boundary at the length limit', () => {
    const slug = suggestSlug(`${'maison '.repeat(30)}fin`);
    // 17 whole words fit in 120 characters (17 × 7 − 1 = 118); the 18th would not.
    expect(slug).toBe(Array.from({ length: 17 }, () => 'maison').join('-'));
    expect(suggestSlug('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX));
  });
});

describe('readingTimeOf', () => {
  const words = (n: number) => `<p>${Array.from({ length: n }, () => 'mot').join(' ')}</p>`;
  it('counts words of the text, not tags, attributes or entities', () => {
    expect(wordCount('<h2 class="a b">Deux mots</h2><p>un&nbsp;<strong>trois</strong></p><script>var a = 1;</script>')).toBe(4);
  });
  it('rounds up at 200 words a minute, at least 1, at most 120', () => {
    expect(readingTimeOf('')).toBe(1);
    expect(readingTimeOf(words(200))).toBe(1);
    expect(readingTimeOf(words(201))).toBe(2);
    expect(readingTimeOf(words(1000))).toBe(5);
    expect(readingTimeOf(words(200 * 200))).toBe(120);
  });
});

describe('post counters', () => {
  it('move by the difference of what a post counts for', () => {
    const draft = { isPublished: false, isFeatured: false, viewsCount: 0 };
    expect(tallyDelta(postTally(null), postTally(draft))).toEqual({ posts: 1, published: 0, drafts: 1, featured: 0, views: 0 });
    expect(tallyDelta(postTally(draft), postTally({ isPublished: true, isFeatured: true, viewsCount: 0 }))).toEqual({ posts: 0, published: 1, drafts: -1, featured: 1, views: 0 });
    expect(tallyDelta(postTally({ isPublished: true, isFeatured: true, viewsCount: 7 }), postTally(null))).toEqual({ posts: -1, published: -1, drafts: 0, featured: -1, views: -7 });
  });
});
