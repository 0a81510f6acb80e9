import { checkedCursor, rethrowBadCursor } from '../db/cursor.js';
import { db } from '../db/service.js';
import { assertCommitted } from '../db/transactions.js';
import { BLOG_CARD_FIELDS, PUBLIC_CATEGORY_FIELDS, RELATED_LIMIT, type BlogArticle, type BlogCard, type PublicBlogCategory } from './api.js';
import { blogPostKeys } from './keys.js';
import { sanitizeArticleHtml } from './sanitize.js';
import type { BlogCategory, BlogPost } from './schema.js';
import { blogViewSeen } from './views.js';

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

const PUBLISHED = 'published';
const toCard = (row: Record<string, unknown>): BlogCard =>
  Object.fromEntries(BLOG_CARD_FIELDS.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])) as BlogCard;

/** What became of a view: counted, already counted in this visitor's session, or no such published article. */
export type ViewOutcome = 'counted' | 'already-counted' | 'not-found';

export const blogRepository = {
  async saveCategory(category: BlogCategory) {
    const result = await db.transaction
      .write((t) => [t.blogCategory.put(category).commit(), claimSlug(t, 'blog-category-slug', category.slug, category.id)])
      .go();
    assertCommitted(result, SLUG_TAKEN);
  },

  /**
   * The post with its derived index keys, and its slug claim, in one transaction. Its HTML is sanitized
   * here, so every writer (seed, back office) stores only markup that cannot run.
   */
  async savePost(post: BlogPost) {
    const clean = { ...post, content: sanitizeArticleHtml(post.content) };
    const result = await db.transaction
      .write((t) => [t.blogPost.put({ ...clean, ...blogPostKeys(clean) }).commit(), claimSlug(t, 'blog-slug', clean.slug, clean.id)])
      .go();
    assertCommitted(result, SLUG_TAKEN);
  },

  /** Published posts, newest first by publication date: one Query on the publishState index. */
  async listPublished(options: { limit: number; cursor?: string | null }): Promise<{ items: BlogCard[]; cursor: string | null }> {
    const { data, cursor } = await db.entities.blogPost.query
      .byPublishState({ publishState: PUBLISHED })
      .go({ order: 'desc', limit: options.limit, cursor: checkedCursor(options.cursor), attributes: [...BLOG_CARD_FIELDS, 'publishState', 'sortDate'] })
      .catch(rethrowBadCursor);
    return { items: data.map(toCard), cursor };
  },

  /** Active categories by name: one Query on the static partition sorted by name; inactive ones dropped. */
  async listActiveCategories(): Promise<PublicBlogCategory[]> {
    const { data } = await db.entities.blogCategory.query.all({}).go({ pages: 'all' });
    return data
      .filter((c) => c.isActive)
      .map((c) => Object.fromEntries(PUBLIC_CATEGORY_FIELDS.filter((f) => c[f] !== undefined).map((f) => [f, c[f]])) as PublicBlogCategory);
  },

  /** One published post by slug: the slug's unique item names the post (two GetItems, no index read). */
  async getPublishedBySlug(slug: string): Promise<(BlogArticle & { categoryKey: string }) | null> {
    const { data: claim } = await db.entities.uniqueValue.get({ scope: 'blog-slug', value: slug }).go();
    if (!claim) return null;
    const { data: post } = await db.entities.blogPost.get({ id: claim.ownerId }).go();
    if (!post || post.publishState !== PUBLISHED || !post.isPublished || post.slug !== slug) return null;
    return { ...toCard(post), content: post.content, categoryKey: post.categoryKey };
  },

  /** Up to RELATED_LIMIT published posts of the same category, newest first, without the post itself. */
  async listRelated(categoryKey: string, excludeId: string): Promise<BlogCard[]> {
    const { data } = await db.entities.blogPost.query
      .byCategory({ categoryKey, publishState: PUBLISHED })
      .go({ order: 'desc', limit: RELATED_LIMIT + 1, attributes: [...BLOG_CARD_FIELDS, 'categoryKey', 'publishState', 'sortDate'] });
    return data.filter((p) => p.id !== excludeId).slice(0, RELATED_LIMIT).map(toCard);
  },

  /**
   * Counts one view of a published post, at most once per visitor session: the session's dedupe item
   * (a hash, with a TTL) is put only if absent or expired, in the same transaction as the atomic ADD.
   */
  async countView(slug: string, client: { address: string; userAgent: string }, nowMs = Date.now()): Promise<ViewOutcome> {
    const { data: claim } = await db.entities.uniqueValue.get({ scope: 'blog-slug', value: slug }).go();
    if (!claim) return 'not-found';
    const seen = blogViewSeen(client, slug, nowMs);
    const result = await db.transaction
      .write(({ blogView, blogPost }) => [
        blogView
          .put({ key: seen.key, expiresAt: seen.expiresAt })
          .where((a, op) => `${op.notExists(a.key)} OR ${op.lte(a.expiresAt, seen.nowSeconds)}`)
          .commit(),
        blogPost
          .update({ id: claim.ownerId })
          .add({ viewsCount: 1 })
          .where((a, op) => `${op.eq(a.publishState, PUBLISHED)} AND ${op.eq(a.slug, slug)}`)
          .commit(),
      ])
      .go();
    if (!result.canceled) return 'counted';
    const [view, post] = result.data;
    if (post?.code === 'ConditionalCheckFailed') return 'not-found';
    if (view?.code === 'ConditionalCheckFailed') return 'already-counted';
    assertCommitted(result, SLUG_TAKEN);
    return 'counted';
  },
};
