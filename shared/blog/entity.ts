import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, num, primary, reqBool, reqNum, reqStr, str, strList } from '../db/model.js';
import type { BlogPostDerivedKey } from './keys.js';
import type { BlogCategory, BlogPost } from './schema.js';

export const BlogPostEntity = new Entity({
  model: model('blogPost'),
  attributes: {
    id: reqStr,
    title: reqStr,
    slug: reqStr,
    excerpt: reqStr,
    content: reqStr,
    category: str,
    tags: strList,
    featuredImageUrl: str,
    isPublished: reqBool,
    isFeatured: reqBool,
    publishedAt: str,
    readingTime: reqNum,
    viewsCount: num,
    authorId: str,
    authorFirstName: str,
    authorLastName: str,
    createdAt: reqStr,
    updatedAt: str,
    // Derived by keys.ts on every write.
    publishState: reqStr,
    sortDate: reqStr,
    categoryKey: reqStr,
  },
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
  attributes: {
    id: reqStr,
    name: reqStr,
    slug: reqStr,
    description: str,
    color: str,
    isActive: reqBool,
    createdAt: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['name']),
  },
});
entityMatchesSchema<typeof BlogCategoryEntity, BlogCategory>(true);
