import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr, str } from '../model.js';
import type { BlogPostDerivedKey } from '../../blog/keys.js';
import { blogPostSchema, type BlogPost } from '../../blog/schema.js';

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
