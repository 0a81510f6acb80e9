import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqNum, reqStr, str } from '../db/model.js';
import type { BlogCategoryDerivedKey, BlogPostDerivedKey } from './keys.js';
import { blogCategorySchema, blogPostSchema, type BlogCategory, type BlogPost } from './schema.js';

/** Stored attributes: the schema's fields, plus the index keys that keys.ts derives on every write. */
export const BlogPostEntity = new Entity({
  model: model('blogPost'),
  attributes: { ...attributesOf(blogPostSchema), publishState: reqStr, sortDate: reqStr, categoryKey: reqStr, searchText: str },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byPublishState: gsi('gsi2', ['publishState'], ['sortDate']),
    byCategory: gsi('gsi3', ['categoryKey', 'publishState'], ['sortDate']),
  },
});
entityMatchesSchema<typeof BlogPostEntity, BlogPost, BlogPostDerivedKey>(true);

export const BlogCategoryEntity = new Entity({
  model: model('blogCategory'),
  attributes: { ...attributesOf(blogCategorySchema), searchText: str },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['name']),
  },
});
entityMatchesSchema<typeof BlogCategoryEntity, BlogCategory, BlogCategoryDerivedKey>(true);

/** A counted article view (shared/blog/views.ts): a hash of (client address, user agent, slug), gone by TTL. */
export const BlogViewEntity = new Entity({
  model: model('blogView'),
  attributes: { key: reqStr, expiresAt: reqNum },
  indexes: { byKey: primary(['key']) },
});
