import * as z from 'zod/mini';
import { photoUrlSchema } from '../media/photo-url.js';
import { slugSchema, type BlogCategory, type BlogPost } from './schema.js';

/**
 * The article body's limit in UTF-8 bytes, after sanitizing: the post item stays well under DynamoDB's
 * 400 KB. The request may carry a little more (JSON escaping): POST_BODY_BYTES, 413 above it.
 */
export const POST_CONTENT_MAX_BYTES = 300_000;
export const POST_BODY_BYTES = 512 * 1024;

export const POST_TOO_LONG = 'L’article est trop long (300 Ko au plus).';
export const POST_NOT_FOUND = 'Article introuvable.';
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable.';
export const POST_SLUG_TAKEN = 'Ce slug est déjà utilisé par un autre article : choisissez-en un autre.';
export const CATEGORY_SLUG_TAKEN = 'Ce slug est déjà utilisé par une autre catégorie : choisissez-en un autre.';
export const POST_CHANGED = 'Cet article a été modifié entre-temps : rechargez-le puis recommencez.';
export const CATEGORY_CHANGED = 'Cette catégorie a été modifiée entre-temps : rechargez-la puis recommencez.';
export const UNKNOWN_CATEGORY = 'Cette catégorie n’existe pas : choisissez-en une dans la liste.';
export const NOTHING_TO_SAVE = 'Aucune modification à enregistrer.';
export const BAD_COLOR = 'La couleur doit être un code hexadécimal, par exemple #1e3a5f.';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The fields an admin writes on a post; the server owns id, dates, author, reading time and views. */
const postFields = {
  title: z
    .string({ error: 'Le titre est obligatoire.' })
    .check(z.trim(), z.minLength(1, 'Le titre est obligatoire.'), z.maxLength(200, 'Le titre ne peut dépasser 200 caractères.')),
  slug: slugSchema,
  excerpt: z.string().check(z.trim(), z.maxLength(500, 'L’extrait ne peut dépasser 500 caractères.')),
  /** HTML from the editor; sanitized on save (shared/blog/server/sanitize.ts). */
  content: z.string().check(z.refine((html) => utf8Bytes(html) <= POST_CONTENT_MAX_BYTES, POST_TOO_LONG)),
  /** A category's name ('' or absent: none); it must exist. */
  category: z.string().check(z.trim(), z.maxLength(80, 'Nom de catégorie trop long.')),
  tags: z
    .array(z.string().check(z.trim(), z.minLength(1, 'Une étiquette ne peut être vide.'), z.maxLength(40, 'Une étiquette ne peut dépasser 40 caractères.')))
    .check(z.maxLength(20, '20 étiquettes au plus.')),
  /** A photo of the pipeline (or https); '' removes it. */
  featuredImageUrl: z.union([photoUrlSchema, z.literal('')]),
  isPublished: z.boolean({ error: 'isPublished doit être vrai ou faux.' }),
  isFeatured: z.boolean({ error: 'isFeatured doit être vrai ou faux.' }),
};

/** POST /api/admin/blog/posts: title and slug required, the rest optional (a draft by default). */
export const postInputSchema = z.strictObject({
  ...z.partial(z.strictObject(postFields)).shape,
  title: postFields.title,
  slug: postFields.slug,
});
export type PostInput = z.infer<typeof postInputSchema>;

/** PATCH /api/admin/blog/posts/{id}: any of the fields (publish, unpublish, feature are one field each). */
/** `expectedUpdatedAt`: the version the editor opened; another admin's save since then is a 409, not overwritten. */
const expectedVersion = { expectedUpdatedAt: z.optional(z.string().check(z.maxLength(40))) };
export const postChangesSchema = z.extend(z.partial(z.strictObject(postFields)), expectedVersion);
export type PostChanges = z.infer<typeof postChangesSchema>;

const colorSchema = z.string({ error: BAD_COLOR }).check(z.regex(/^#[0-9a-fA-F]{6}$/, BAD_COLOR));
const categoryFields = {
  name: z.string({ error: 'Le nom est obligatoire.' }).check(z.trim(), z.minLength(1, 'Le nom est obligatoire.'), z.maxLength(80, 'Le nom ne peut dépasser 80 caractères.')),
  slug: slugSchema,
  description: z.string().check(z.trim(), z.maxLength(500, 'La description ne peut dépasser 500 caractères.')),
  color: colorSchema,
  isActive: z.boolean({ error: 'isActive doit être vrai ou faux.' }),
};
export const categoryInputSchema = z.strictObject({
  name: categoryFields.name,
  slug: categoryFields.slug,
  description: z.optional(categoryFields.description),
  color: z.optional(categoryFields.color),
  isActive: z.optional(categoryFields.isActive),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoryChangesSchema = z.extend(z.partial(z.strictObject(categoryFields)), expectedVersion);
export type CategoryChanges = z.infer<typeof categoryChangesSchema>;

/** The admin lists: a page, optionally searched (post title / category name, accents and case ignored). */
export const blogAdminListQuerySchema = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1, 'limit doit être entre 1 et 100'), z.lte(100, 'limit doit être entre 1 et 100')), 50),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Recherche trop longue (100 caractères au plus).'))),
});
export type BlogAdminListQuery = z.infer<typeof blogAdminListQuerySchema>;

/** A row of the 'Articles' table: never the HTML. */
export const ADMIN_POST_LIST_FIELDS = [
  'id', 'title', 'slug', 'excerpt', 'category', 'isPublished', 'isFeatured', 'publishedAt', 'viewsCount',
  'authorFirstName', 'authorLastName', 'featuredImageUrl', 'readingTime', 'createdAt', 'updatedAt',
] as const satisfies readonly (keyof BlogPost)[];
export type AdminPostListItem = Pick<BlogPost, (typeof ADMIN_POST_LIST_FIELDS)[number]>;
export type AdminBlogCategory = BlogCategory;
export type { Page } from '../list-query.js';

/** GET /api/admin/blog/stats: the stat cards, from counters (never by reading the posts). */
export type BlogStats = { total: number; published: number; drafts: number; featured: number; views: number; categories: number };
