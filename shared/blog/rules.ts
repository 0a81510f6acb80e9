import { foldForSearch } from '../text.js';

/** Longest slug (shared/blog/schema.ts `slugSchema`). */
export const SLUG_MAX = 120;

/**
 * The address suggested for a title: accents folded ('Été à Québec' → 'ete-a-quebec'), ligatures spelled
 * out, every run of other characters one hyphen, none at either end, cut on a word at SLUG_MAX.
 * Empty when the title has no letter or digit (the editor then asks for a slug).
 */
export function suggestSlug(title: string): string {
  const words = foldForSearch(title.replace(/œ/gi, 'oe').replace(/æ/gi, 'ae'))
    .replace(/ß/g, 'ss')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = next;
  }
  return slug;
}

/** Reading speed used for the reading time (French prose, on screen). */
export const WORDS_PER_MINUTE = 200;
export const MAX_READING_MINUTES = 120;

/** The words of an article's HTML: tags and entities are not words. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read an article: words / WORDS_PER_MINUTE rounded up, at least 1, at most MAX_READING_MINUTES. */
export function readingTimeOf(html: string): number {
  return Math.min(MAX_READING_MINUTES, Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE)));
}

/** The counted facts of a post (spec §2 stat cards); a counter moves by the difference of two of these. */
export type PostTally = { posts: number; published: number; drafts: number; featured: number; views: number };

export function postTally(post: { isPublished: boolean; isFeatured: boolean; viewsCount: number } | null): PostTally {
  if (!post) return { posts: 0, published: 0, drafts: 0, featured: 0, views: 0 };
  return { posts: 1, published: post.isPublished ? 1 : 0, drafts: post.isPublished ? 0 : 1, featured: post.isFeatured ? 1 : 0, views: post.viewsCount };
}

/** What each counter moves by when `before` becomes `after` (null: absent). */
export function tallyDelta(before: PostTally, after: PostTally): PostTally {
  return {
    posts: after.posts - before.posts,
    published: after.published - before.published,
    drafts: after.drafts - before.drafts,
    featured: after.featured - before.featured,
    views: after.views - before.views,
  };
}
