import * as z from 'zod/mini';

export const slugSchema = z
  .string({ error: 'Le slug est obligatoire.' })
  .check(
    z.minLength(1, 'Le slug est obligatoire.'),
    z.maxLength(120, 'Le slug ne peut dépasser 120 caractères.'),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'),
  );

export const blogCategorySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  slug: slugSchema,
  description: z.optional(z.string().check(z.maxLength(500))),
  color: z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)), '#1e3a5f'),
  isActive: z._default(z.boolean(), true),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  slug: slugSchema,
  excerpt: z._default(z.string().check(z.maxLength(500)), ''),
  /** HTML; sanitised with DOMPurify when rendered. */
  content: z._default(z.string().check(z.maxLength(200_000)), ''),
  category: z.optional(z.string().check(z.maxLength(80))),
  tags: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(20)), []),
  featuredImageUrl: z.optional(z.string()),
  isPublished: z._default(z.boolean(), false),
  isFeatured: z._default(z.boolean(), false),
  publishedAt: z.optional(z.string()),
  readingTime: z._default(z.number().check(z.int(), z.gte(1), z.lte(120)), 5),
  viewsCount: z._default(z.number().check(z.int(), z.gte(0)), 0),
  authorId: z.optional(z.string()),
  authorFirstName: z.optional(z.string()),
  authorLastName: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
