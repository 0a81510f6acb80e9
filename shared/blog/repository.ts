import { db } from '../db/service.js';
import { assertCommitted } from '../db/transactions.js';
import { blogPostKeys } from './keys.js';
import type { BlogCategory, BlogPost } from './schema.js';

export const SLUG_TAKEN = 'Ce slug est déjà utilisé.';

/**
 * Slugs are unique through a uniqueValue item written in the same transaction (docs/data-model.md).
 * `put` on that item makes a re-save of the same post idempotent; a slug owned by another post is
 * refused by the condition.
 */
type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
const claimSlug = ({ uniqueValue }: TransactionEntities, scope: string, value: string, ownerId: string) =>
  uniqueValue
    .put({ scope, value, ownerId })
    .where((a, op) => `${op.notExists(a.ownerId)} OR ${op.eq(a.ownerId, ownerId)}`)
    .commit();

export const blogRepository = {
  async saveCategory(category: BlogCategory) {
    const result = await db.transaction
      .write((t) => [t.blogCategory.put(category).commit(), claimSlug(t, 'blog-category-slug', category.slug, category.id)])
      .go();
    assertCommitted(result, SLUG_TAKEN);
  },

  /** The post with its derived index keys, and its slug claim, in one transaction. */
  async savePost(post: BlogPost) {
    const result = await db.transaction
      .write((t) => [t.blogPost.put({ ...post, ...blogPostKeys(post) }).commit(), claimSlug(t, 'blog-slug', post.slug, post.id)])
      .go();
    assertCommitted(result, SLUG_TAKEN);
  },
};
