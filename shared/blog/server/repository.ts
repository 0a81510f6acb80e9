import { createConversions } from 'electrodb';
import type { AuditEntry } from '../../audit/schema.js';
import { checkedCursor, rethrowBadCursor } from '../../db/cursor.js';
import { sameVersion } from '../../db/model.js';
import { db } from '../../db/service.js';
import { assertCommitted } from '../../db/transactions.js';
import { ConflictError } from '../../errors.js';
import { foldForSearch } from '../../text.js';
import { countBy, counterStore } from '../../stats/server/counter-store.js';
import {
  ADMIN_POST_LIST_FIELDS,
  CATEGORY_CHANGED,
  CATEGORY_SLUG_TAKEN,
  POST_CHANGED,
  POST_SLUG_TAKEN,
  type AdminPostListItem,
  type BlogAdminListQuery,
  type BlogStats,
  type Page,
} from '../admin-api.js';
import { brokerageDay } from '../../calendar.js';
import { BLOG_CARD_FIELDS, PUBLIC_CATEGORY_FIELDS, RELATED_LIMIT, type BlogArticle, type BlogCard, type PublicBlogCategory } from '../api.js';
import { blogPostChangedEvent } from './change-event.js';
import { blogCategoryKeys, blogPostKeys, blogPostSearchKeys } from '../keys.js';
import { postTally, tallyDelta, type PostTally } from '../rules.js';
import { blogCategorySchema, blogPostSchema, type BlogCategory, type BlogPost } from '../schema.js';
import { blogViewSeen } from './views.js';


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
/** The old slug is freed in the transaction that claims the new one (only if this post still owns it). */
const releaseSlug = ({ uniqueValue }: TransactionEntities, scope: string, value: string, ownerId: string) =>
  uniqueValue
    .delete({ scope, value })
    .where((a, op) => `${op.notExists(a.ownerId)} OR ${op.eq(a.ownerId, ownerId)}`)
    .commit();
/** Claim `next`'s slug, and free `previous`'s when it changed: always exactly one claim item first. */
const swapSlug = (t: TransactionEntities, scope: string, id: string, next: string | null, previous: string | null) => [
  ...(next ? [claimSlug(t, scope, next, id)] : []),
  ...(previous && previous !== next ? [releaseSlug(t, scope, previous, id)] : []),
];

const POST_SLUGS = 'blog-slug';
const CATEGORY_SLUGS = 'blog-category-slug';

/** The stat cards' counters (docs/data-model.md "Counters"): scope `blog`, bucket `total`. */
const COUNTERS = { scope: 'blog', bucket: 'total' } as const;
const countTally = ({ counter }: TransactionEntities, d: PostTally) => [
  ...countBy(counter, { ...COUNTERS, name: 'posts' }, d.posts),
  ...countBy(counter, { ...COUNTERS, name: 'published' }, d.published),
  ...countBy(counter, { ...COUNTERS, name: 'drafts' }, d.drafts),
  ...countBy(counter, { ...COUNTERS, name: 'featured' }, d.featured),
  ...countBy(counter, { ...COUNTERS, name: 'views' }, d.views),
];
const countCategories = ({ counter }: TransactionEntities, by: number) => countBy(counter, { ...COUNTERS, name: 'categories' }, by);

/** Whether the transaction item at `index` is the one whose condition failed. */
const failedAt = (result: { canceled: boolean; data: ReadonlyArray<{ code?: string }> }, index: number) => result.canceled && result.data[index]?.code === 'ConditionalCheckFailed';

/** The stored items: the record and what keys.ts derives from it (the only way items are built). */
const postItem = (post: BlogPost) => ({ ...post, ...blogPostKeys(post), ...blogPostSearchKeys(post) });
const categoryItem = (category: BlogCategory) => ({ ...category, ...blogCategoryKeys(category) });

/** Items read per DynamoDB page, and pages per request, when a search filters an admin list. */
const READ_SIZE = 50;
const MAX_READS = 4;
const postConversions = createConversions(db.entities.blogPost);
const categoryConversions = createConversions(db.entities.blogCategory);

/**
 * A page of an admin list read with a filter: at most MAX_READS reads of READ_SIZE items, so a rare
 * search never walks the whole index; a short page still has a cursor while items remain. Stopping
 * inside a read, the cursor is rebuilt from the last item kept.
 */
async function boundedPage<T>(
  read: (cursor: string | null, limit: number) => Promise<{ data: T[]; cursor: string | null }>,
  cursorAfter: (item: T) => string,
  query: { limit: number; cursor?: string | null; q?: string },
): Promise<{ items: T[]; cursor: string | null }> {
  let cursor = checkedCursor(query.cursor);
  if (!query.q) {
    const page = await read(cursor, query.limit).catch(rethrowBadCursor);
    return { items: page.data, cursor: page.cursor ?? null };
  }
  const items: T[] = [];
  for (let reads = 0; reads < MAX_READS; reads++) {
    const page = await read(cursor, READ_SIZE).catch(rethrowBadCursor);
    const wanted = query.limit - items.length;
    if (page.data.length > wanted) {
      const kept = page.data.slice(0, wanted);
      items.push(...kept);
      return { items, cursor: cursorAfter(kept[kept.length - 1]!) };
    }
    items.push(...page.data);
    cursor = page.cursor ?? null;
    if (!cursor || items.length === query.limit) break;
  }
  return { items, cursor };
}

const PUBLISHED = 'published';
const toCard = (row: Record<string, unknown>): BlogCard => {
  const card = Object.fromEntries(BLOG_CARD_FIELDS.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])) as BlogCard;
  return card.publishedAt ? { ...card, publishedOn: brokerageDay(card.publishedAt) } : card;
};

/** What became of a view: counted, already counted in this visitor's session, or no such published article. */
export type ViewOutcome = 'counted' | 'already-counted' | 'not-found';

export const blogRepository = {
  /**
   * Writes a category, new or over an existing one (the seed), with its slug claim (the old one freed)
   * and the category count, in one transaction.
   */
  async saveCategory(category: BlogCategory) {
    for (let attempt = 1; ; attempt++) {
      const previous = await this.getCategory(category.id);
      const result = await db.transaction
        .write((t) => [
          ...swapSlug(t, CATEGORY_SLUGS, category.id, category.slug, previous?.slug ?? null),
          t.blogCategory
            .put(categoryItem(category))
            .where((a, op) => (previous ? sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt) : op.notExists(a.id)))
            .commit(),
          ...countCategories(t, previous ? 0 : 1),
        ])
        .go();
      if (failedAt(result, 0)) throw new ConflictError(CATEGORY_SLUG_TAKEN);
      if (!result.canceled || attempt === 3) return assertCommitted(result, CATEGORY_CHANGED);
    }
  },

  /**
   * Writes a whole post, new or over an existing one (the seed), as one transaction: the item with its
   * derived keys, its slug claim (the old one freed), the counters moved by what changed. Its HTML must
   * be sanitized already: only savePost (save-post.ts) calls this, so every writer stores only markup
   * that cannot run, and the read path (public-api) does not carry the sanitizer (issue 12).
   */
  async saveSanitizedPost(clean: BlogPost) {
    for (let attempt = 1; ; attempt++) {
      const previous = await this.getPost(clean.id);
      const result = await db.transaction
        .write((t) => [
          ...swapSlug(t, POST_SLUGS, clean.id, clean.slug, previous?.slug ?? null),
          t.blogPost
            .put(postItem(clean))
            .where((a, op) =>
              previous ? `${sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt)} AND ${op.eq(a.viewsCount, previous.viewsCount)}` : op.notExists(a.id),
            )
            .commit(),
          ...countTally(t, tallyDelta(postTally(previous), postTally(clean))),
          t.outbox.create(blogPostChangedEvent(clean.id, previous, clean)).commit(),
        ])
        .go();
      if (failedAt(result, 0)) throw new ConflictError(POST_SLUG_TAKEN);
      if (!result.canceled || attempt === 3) return assertCommitted(result, POST_CHANGED);
    }
  },

  async getPost(id: string): Promise<BlogPost | null> {
    const { data } = await db.entities.blogPost.get({ id }).go();
    return data ? blogPostSchema.parse(data) : null;
  },

  async getCategory(id: string): Promise<BlogCategory | null> {
    const { data } = await db.entities.blogCategory.get({ id }).go();
    return data ? blogCategorySchema.parse(data) : null;
  },

  /** The category of this exact name, if any: one Query on the by-name index. */
  async categoryNamed(name: string): Promise<BlogCategory | null> {
    const { data } = await db.entities.blogCategory.query.all({ name }).go({ limit: 10 });
    const found = data.find((c) => c.name === name);
    return found ? blogCategorySchema.parse(found) : null;
  },

  /** A new post, its slug claim, its audit entry and the counters, in one transaction. */
  async createPost(post: BlogPost, audit: AuditEntry) {
    const result = await db.transaction
      .write((t) => [
        ...swapSlug(t, POST_SLUGS, post.id, post.slug, null),
        t.blogPost.create(postItem(post)).commit(),
        t.auditEntry.create(audit).commit(),
        ...countTally(t, tallyDelta(postTally(null), postTally(post))),
        t.outbox.create(blogPostChangedEvent(post.id, null, post)).commit(),
      ])
      .go();
    if (failedAt(result, 0)) throw new ConflictError(POST_SLUG_TAKEN);
    assertCommitted(result, POST_CHANGED);
  },

  /**
   * An edit of a post still as it was read (same `updatedAt`): every field but its views (counted
   * meanwhile by readers, never overwritten), the slug swapped, the audit entry, the counters moved.
   */
  async updatePost(next: BlogPost, previous: BlogPost, audit: AuditEntry) {
    const { id: _id, createdAt: _c, viewsCount: _v, ...fields } = postItem(next);
    const cleared = (['category', 'featuredImageUrl', 'publishedAt'] as const).filter((f) => next[f] === undefined);
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const result = await db.transaction
      .write((t) => [
        ...swapSlug(t, POST_SLUGS, next.id, next.slug, previous.slug),
        t.blogPost
          .update({ id: next.id })
          .set(set)
          .remove(cleared)
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        t.auditEntry.create(audit).commit(),
        ...countTally(t, tallyDelta(postTally(previous), postTally({ ...next, viewsCount: previous.viewsCount }))),
        t.outbox.create(blogPostChangedEvent(next.id, previous, next)).commit(),
      ])
      .go();
    if (failedAt(result, 0)) throw new ConflictError(POST_SLUG_TAKEN);
    assertCommitted(result, POST_CHANGED);
  },

  /** Deletes a post as it was read (views included), frees its slug, writes the audit entry, moves the counters. */
  async removePost(post: BlogPost, audit: AuditEntry): Promise<'removed' | 'changed'> {
    const result = await db.transaction
      .write((t) => [
        t.blogPost
          .delete({ id: post.id })
          .where((a, op) => `${sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, post.updatedAt)} AND ${op.eq(a.viewsCount, post.viewsCount)}`)
          .commit(),
        releaseSlug(t, POST_SLUGS, post.slug, post.id),
        t.auditEntry.create(audit).commit(),
        ...countTally(t, tallyDelta(postTally(post), postTally(null))),
        t.outbox.create(blogPostChangedEvent(post.id, post, null)).commit(),
      ])
      .go();
    return result.canceled ? 'changed' : 'removed';
  },

  async createCategory(category: BlogCategory, audit: AuditEntry) {
    const result = await db.transaction
      .write((t) => [
        ...swapSlug(t, CATEGORY_SLUGS, category.id, category.slug, null),
        t.blogCategory.create(categoryItem(category)).commit(),
        t.auditEntry.create(audit).commit(),
        ...countCategories(t, 1),
      ])
      .go();
    if (failedAt(result, 0)) throw new ConflictError(CATEGORY_SLUG_TAKEN);
    assertCommitted(result, CATEGORY_CHANGED);
  },

  async updateCategory(next: BlogCategory, previous: BlogCategory, audit: AuditEntry) {
    const result = await db.transaction
      .write((t) => [
        ...swapSlug(t, CATEGORY_SLUGS, next.id, next.slug, previous.slug),
        t.blogCategory
          .put(categoryItem(next))
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, previous.updatedAt))
          .commit(),
        t.auditEntry.create(audit).commit(),
      ])
      .go();
    if (failedAt(result, 0)) throw new ConflictError(CATEGORY_SLUG_TAKEN);
    assertCommitted(result, CATEGORY_CHANGED);
  },

  async removeCategory(category: BlogCategory, audit: AuditEntry) {
    const result = await db.transaction
      .write((t) => [
        t.blogCategory
          .delete({ id: category.id })
          .where((a, op) => sameVersion(op, { key: a.id, updatedAt: a.updatedAt }, category.updatedAt))
          .commit(),
        releaseSlug(t, CATEGORY_SLUGS, category.slug, category.id),
        t.auditEntry.create(audit).commit(),
        ...countCategories(t, -1),
      ])
      .go();
    assertCommitted(result, CATEGORY_CHANGED);
  },

  /** Every post, drafts too, newest first (created), a page at a time; `q` filters on the folded title. */
  async listForAdmin(query: BlogAdminListQuery): Promise<Page<AdminPostListItem>> {
    const q = query.q ? foldForSearch(query.q) : '';
    const page = await boundedPage(
      (cursor, limit) =>
        db.entities.blogPost.query
          .all({})
          .where((a, op) => (q ? op.contains(a.searchText, q) : ''))
          .go({ order: 'desc', limit, cursor, attributes: [...ADMIN_POST_LIST_FIELDS] }),
      (last) => postConversions.byAccessPattern.all.fromComposite.toCursor({ id: last.id, createdAt: last.createdAt }),
      { ...query, q },
    );
    return { items: page.items.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as AdminPostListItem), cursor: page.cursor };
  },

  /** Every category, active or not, by name, a page at a time; `q` filters on the folded name. */
  async listCategoriesForAdmin(query: BlogAdminListQuery): Promise<Page<BlogCategory>> {
    const q = query.q ? foldForSearch(query.q) : '';
    const page = await boundedPage(
      (cursor, limit) =>
        db.entities.blogCategory.query
          .all({})
          .where((a, op) => (q ? op.contains(a.searchText, q) : ''))
          .go({ limit, cursor }),
      (last) => categoryConversions.byAccessPattern.all.fromComposite.toCursor({ id: last.id, name: last.name }),
      { ...query, q },
    );
    return { items: page.items.map((row) => blogCategorySchema.parse(row)), cursor: page.cursor };
  },

  /** The stat cards: one Query on the blog's counters (a counter never shows below zero). */
  async stats(): Promise<BlogStats> {
    const c = await counterStore.bucket(COUNTERS.scope, COUNTERS.bucket);
    const n = (name: string) => Math.max(0, c[name] ?? 0);
    return { total: n('posts'), published: n('published'), drafts: n('drafts'), featured: n('featured'), views: n('views'), categories: n('categories') };
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
      .write((t) => [
        t.blogView
          .put({ key: seen.key, expiresAt: seen.expiresAt })
          .where((a, op) => `${op.notExists(a.key)} OR ${op.lte(a.expiresAt, seen.nowSeconds)}`)
          .commit(),
        t.blogPost
          .update({ id: claim.ownerId })
          .add({ viewsCount: 1 })
          .where((a, op) => `${op.eq(a.publishState, PUBLISHED)} AND ${op.eq(a.slug, slug)}`)
          .commit(),
        // The 'total views' stat card moves with the post's own count.
        ...countTally(t, { posts: 0, published: 0, drafts: 0, featured: 0, views: 1 }),
      ])
      .go();
    if (!result.canceled) return 'counted';
    const [view, post] = result.data;
    if (post?.code === 'ConditionalCheckFailed') return 'not-found';
    if (view?.code === 'ConditionalCheckFailed') return 'already-counted';
    assertCommitted(result, POST_CHANGED);
    return 'counted';
  },
};
