import { foldForSearch } from '../properties/labels.js';
import type { BlogPost } from './schema.js';

/** Index key attributes derived from a blog post on every write (docs/data-model.md). */
export function blogPostKeys(p: Pick<BlogPost, 'isPublished' | 'publishedAt' | 'createdAt' | 'category'>) {
  const published = p.isPublished && Boolean(p.publishedAt);
  return {
    /** Partition of the blog list index: drafts never reach a public list. */
    publishState: published ? 'published' : 'draft',
    /** Newest first by publication date; drafts by creation date. */
    sortDate: (published ? p.publishedAt : undefined) ?? p.createdAt,
    /** Accent-free lower-case category name, the partition of the related-articles index. */
    categoryKey: foldForSearch(p.category ?? '') || 'aucune',
  } as const;
}
export type BlogPostDerivedKey = keyof ReturnType<typeof blogPostKeys>;
