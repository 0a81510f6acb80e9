import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, model, primary } from '../model.js';
import { mediaSchema, type Media } from '../../media/schema.js';

/** One uploaded photo, read by id only (GetItem / BatchGetItem): no index. */
export const MediaEntity = new Entity({
  model: model('media'),
  attributes: { ...attributesOf(mediaSchema) },
  indexes: { byId: primary(['id']) },
});
entityMatchesSchema<typeof MediaEntity, Media>(true);
