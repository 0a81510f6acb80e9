import * as z from 'zod';

export const slugSchema = z
  .string({ error: 'Le slug est obligatoire.' })
  .min(1, 'Le slug est obligatoire.')
  .max(120, 'Le slug ne peut dépasser 120 caractères.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets');

export const blogCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(80),
  slug: slugSchema,
  description: z.string().max(500).optional(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).default('#1e3a5f'),
  isActive: z.boolean().default(true),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  slug: slugSchema,
  excerpt: z.string().max(500).default(''),
  /** HTML; sanitised with DOMPurify when rendered. */
  content: z.string().max(200_000).default(''),
  category: z.string().max(80).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  featuredImageUrl: z.string().optional(),
  isPublished: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  publishedAt: z.string().optional(),
  readingTime: z.number().int().min(1).max(120).default(5),
  viewsCount: z.number().int().min(0).default(0),
  authorId: z.string().optional(),
  authorFirstName: z.string().optional(),
  authorLastName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
