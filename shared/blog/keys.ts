import { foldForSearch } from '../text.js';
import type { BlogCategory, BlogPost } from './schema.js';

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

/** Accent-free lower-case title: the admin search's filter (`contains`), stored with the index keys. */
export const blogPostSearchKeys = (p: Pick<BlogPost, 'title'>) => ({ searchText: foldForSearch(p.title) }) as const;
export type BlogPostDerivedKey = keyof ReturnType<typeof blogPostKeys> | keyof ReturnType<typeof blogPostSearchKeys>;

/** A category's derived attribute: its folded name, the admin search's filter. */
export const blogCategoryKeys = (c: Pick<BlogCategory, 'name'>) => ({ searchText: foldForSearch(c.name) }) as const;
export type BlogCategoryDerivedKey = keyof ReturnType<typeof blogCategoryKeys>;
