import * as z from 'zod/mini';
import type { BlogCategory, BlogPost } from './schema.js';

/** What a blog card needs: never the article's HTML. */
export const BLOG_CARD_FIELDS = [
  'id', 'title', 'slug', 'excerpt', 'category', 'tags', 'featuredImageUrl', 'isFeatured', 'publishedAt',
  'readingTime', 'viewsCount', 'authorFirstName', 'authorLastName',
] as const satisfies readonly (keyof BlogPost)[];
export type BlogCard = Pick<BlogPost, (typeof BLOG_CARD_FIELDS)[number]> & {
  /** The publication's day in Quebec (YYYY-MM-DD), worked out by the API: a browser then shows the date without building Intl's date formatter (~80 ms of a phone's main thread). */
  publishedOn?: string;
};

/** A tab of the blog list: an active category. */
export const PUBLIC_CATEGORY_FIELDS = ['id', 'name', 'slug', 'description', 'color'] as const satisfies readonly (keyof BlogCategory)[];
export type PublicBlogCategory = Pick<BlogCategory, (typeof PUBLIC_CATEGORY_FIELDS)[number]>;

/** GET /api/blog: published posts, newest first (a page), and the active categories by name. */
export type BlogListResponse = { items: BlogCard[]; cursor: string | null; categories: PublicBlogCategory[] };

/** A published article as shown: the card fields and its (server-sanitized) HTML. */
export type BlogArticle = BlogCard & Pick<BlogPost, 'content'>;

/** GET /api/blog/{slug}: the article and up to RELATED_LIMIT published articles of its category. */
export type BlogArticleResponse = { article: BlogArticle; related: BlogCard[] };

/** POST /api/blog/{slug}/views: whether this visit was counted (false: already counted in this session). */
export type BlogViewResponse = { counted: boolean };

export const RELATED_LIMIT = 3;
export const BLOG_PAGE_LIMIT = 100;

/** The blog list's paging: the whole list fits one page today (the web searches it in the browser). */
export const blogListQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1, 'limit doit être entre 1 et 100'), z.lte(BLOG_PAGE_LIMIT, 'limit doit être entre 1 et 100')), BLOG_PAGE_LIMIT),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});

export const BLOG_POST_NOT_FOUND = 'Article non trouvé.';
export const BAD_SLUG = 'Adresse d’article invalide.';
