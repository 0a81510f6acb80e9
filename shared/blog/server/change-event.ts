import { BlogPostChangedV1, type BlogPostSummary } from '../../../events/blog-post-changed.v1.js';
import { outboxItem } from '../../../events/publish.js';
import type { BlogPost } from '../schema.js';

const summary = (post: BlogPost): BlogPostSummary => ({ slug: post.slug, isPublished: post.isPublished, ...(post.category ? { category: post.category } : {}) });

/** The BlogPostChanged outbox item of a write, for the same transaction: null before = created, null after = deleted. */
export function blogPostChangedEvent(id: string, before: BlogPost | null, after: BlogPost | null, now = new Date()) {
  const change = !before ? 'created' : !after ? 'deleted' : 'updated';
  return outboxItem(BlogPostChangedV1, { postId: id, change, before: before && summary(before), after: after && summary(after) }, now);
}
