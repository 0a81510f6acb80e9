import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, str } from '../model.js';
import type { BlogCategoryDerivedKey } from '../../blog/keys.js';
import { blogCategorySchema, type BlogCategory } from '../../blog/schema.js';

export const BlogCategoryEntity = new Entity({
  model: model('blogCategory'),
  attributes: { ...attributesOf(blogCategorySchema), searchText: str },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['name']),
  },
});
entityMatchesSchema<typeof BlogCategoryEntity, BlogCategory, BlogCategoryDerivedKey>(true);
