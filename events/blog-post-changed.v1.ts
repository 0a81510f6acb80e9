import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** What the page renderer needs of a post without reading the table: where it is shown, and whether. */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  isPublished: z.boolean(),
  category: z.optional(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A blog post was created, changed or deleted; `before` null on creation, `after` null on deletion. */
export const BlogPostChangedV1 = defineEvent({
  source: 'brokerage.blog',
  detailType: 'BlogPostChanged',
  version: 1,
  schema: z.object({
    postId: z.string().check(z.minLength(1)),
    change: z.enum(['created', 'updated', 'deleted']),
    before: z.nullable(blogPostSummarySchema),
    after: z.nullable(blogPostSummarySchema),
  }),
});
