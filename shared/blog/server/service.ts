import { randomUUID } from 'node:crypto';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, ValidationError, parseOrRefuse } from '../../errors.js';
import { profileRepository } from '../../users/server/repository.js';
import {
  CATEGORY_NOT_FOUND,
  NOTHING_TO_SAVE,
  CATEGORY_CHANGED,
  POST_CHANGED,
  POST_CONTENT_MAX_BYTES,
  POST_NOT_FOUND,
  POST_TOO_LONG,
  UNKNOWN_CATEGORY,
  type CategoryChanges,
  type CategoryInput,
  type PostChanges,
  type PostInput,
} from '../admin-api.js';
import { blogRepository } from './repository.js';
import { readingTimeOf } from '../rules.js';
import { sanitizeArticleHtml } from './sanitize.js';
import { blogCategorySchema, blogPostSchema, type BlogCategory, type BlogPost } from '../schema.js';

/**
 * The audit log keeps what changed, not a second copy of an article of up to 300 KB (an audit item
 * must stay under DynamoDB's item limit too): the HTML is logged by its size.
 */
const forAudit = (post: BlogPost | null) => post && { ...post, content: `${Buffer.byteLength(post.content)} octets` };

/** The HTML as stored: sanitized, within the size limit, its reading time from its words. */
function cleanContent(html: string) {
  const content = sanitizeArticleHtml(html);
  if (Buffer.byteLength(content) > POST_CONTENT_MAX_BYTES) throw new ValidationError(POST_TOO_LONG);
  return { content, readingTime: readingTimeOf(content) };
}

/** A category named on a post must exist (the list offers only those); '' means none. */
async function checkedCategory(name: string | undefined): Promise<string | undefined> {
  if (!name) return undefined;
  if (!(await blogRepository.categoryNamed(name))) throw new ValidationError(UNKNOWN_CATEGORY);
  return name;
}

/** Publication rule (spec §4): publishing sets `publishedAt` to now (kept while it stays published), unpublishing clears it. */
const publication = (isPublished: boolean, before: string | undefined, now: Date) => (isPublished ? (before ?? now.toISOString()) : undefined);

export async function createPost(input: PostInput, actor: Actor, now = new Date()): Promise<BlogPost> {
  const [category, author] = await Promise.all([checkedCategory(input.category), profileRepository.get(actor.id)]);
  const isPublished = input.isPublished ?? false;
  const post = parseOrRefuse(blogPostSchema, {
    id: randomUUID(),
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt ?? '',
    ...cleanContent(input.content ?? ''),
    category,
    tags: input.tags ?? [],
    featuredImageUrl: input.featuredImageUrl || undefined,
    isPublished,
    isFeatured: input.isFeatured ?? false,
    publishedAt: publication(isPublished, undefined, now),
    viewsCount: 0,
    authorId: actor.id,
    authorFirstName: author?.firstName,
    authorLastName: author?.lastName,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  } satisfies BlogPost);
  await blogRepository.createPost(post, auditEntryFor({ actor, action: 'create', entity: 'blogPost', entityId: post.id, before: null, after: forAudit(post) }, now));
  return post;
}

/** An edit, publish / unpublish or feature toggle: the merged post validated, its derived fields recomputed. */
export async function updatePost(id: string, changes: PostChanges, actor: Actor, now = new Date()): Promise<BlogPost> {
  const { expectedUpdatedAt, content, category, featuredImageUrl, ...rest } = changes;
  if (Object.keys(changes).filter((k) => k !== 'expectedUpdatedAt').length === 0) throw new ValidationError(NOTHING_TO_SAVE);
  const current = await blogRepository.getPost(id);
  if (!current) throw new NotFoundError(POST_NOT_FOUND);
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) throw new ConflictError(POST_CHANGED);
  const isPublished = rest.isPublished ?? current.isPublished;
  const next = parseOrRefuse(blogPostSchema, {
    ...current,
    ...rest,
    ...(content !== undefined ? cleanContent(content) : {}),
    category: category === undefined ? current.category : await checkedCategory(category),
    featuredImageUrl: featuredImageUrl === undefined ? current.featuredImageUrl : featuredImageUrl || undefined,
    publishedAt: publication(isPublished, current.isPublished ? current.publishedAt : undefined, now),
    updatedAt: now.toISOString(),
  } satisfies BlogPost);
  const audit = auditEntryFor({ actor, action: 'update', entity: 'blogPost', entityId: id, before: forAudit(current), after: forAudit(next) }, now);
  if (audit.fields.length === 0) return current;
  await blogRepository.updatePost(next, current, audit);
  return next;
}

/** Deletes a post; a view counted between the read and the delete is read again (three tries). */
export async function deletePost(id: string, actor: Actor, now = new Date()) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const post = await blogRepository.getPost(id);
    if (!post) throw new NotFoundError(POST_NOT_FOUND);
    const audit = auditEntryFor({ actor, action: 'delete', entity: 'blogPost', entityId: id, before: forAudit(post), after: null }, now);
    if ((await blogRepository.removePost(post, audit)) === 'removed') return;
  }
  throw new ConflictError(POST_CHANGED);
}

export async function createCategory(input: CategoryInput, actor: Actor, now = new Date()): Promise<BlogCategory> {
  const category = parseOrRefuse(blogCategorySchema, { ...input, description: input.description || undefined, id: randomUUID(), createdAt: now.toISOString(), updatedAt: now.toISOString() });
  await blogRepository.createCategory(category, auditEntryFor({ actor, action: 'create', entity: 'blogCategory', entityId: category.id, before: null, after: category }, now));
  return category;
}

/** An edit of a category; posts keep the category name they were saved with (docs/decisions.md). */
export async function updateCategory(id: string, changes: CategoryChanges, actor: Actor, now = new Date()): Promise<BlogCategory> {
  const { expectedUpdatedAt, ...fields } = changes;
  if (Object.keys(fields).length === 0) throw new ValidationError(NOTHING_TO_SAVE);
  const current = await blogRepository.getCategory(id);
  if (!current) throw new NotFoundError(CATEGORY_NOT_FOUND);
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) throw new ConflictError(CATEGORY_CHANGED);
  const next = parseOrRefuse(blogCategorySchema, {
    ...current,
    ...fields,
    description: fields.description === undefined ? current.description : fields.description || undefined,
    updatedAt: now.toISOString(),
  });
  const audit = auditEntryFor({ actor, action: 'update', entity: 'blogCategory', entityId: id, before: current, after: next }, now);
  if (audit.fields.length === 0) return current;
  await blogRepository.updateCategory(next, current, audit);
  return next;
}

export async function deleteCategory(id: string, actor: Actor, now = new Date()) {
  const category = await blogRepository.getCategory(id);
  if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
  await blogRepository.removeCategory(category, auditEntryFor({ actor, action: 'delete', entity: 'blogCategory', entityId: id, before: category, after: null }, now));
}
