import { Entity } from 'electrodb';
import { entityMatchesSchema, gsi, model, primary, reqBool, reqNum, reqStr, str } from '../db/model.js';
import type { TestimonialDerivedKey } from './keys.js';
import type { Testimonial } from './schema.js';

export const TestimonialEntity = new Entity({
  model: model('testimonial'),
  attributes: {
    id: reqStr,
    name: reqStr,
    location: str,
    text: reqStr,
    rating: reqNum,
    imageUrl: str,
    active: reqBool,
    createdAt: reqStr,
    // Derived by keys.ts on every write.
    listState: reqStr,
  },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byListState: gsi('gsi2', ['listState'], ['createdAt']),
  },
});
entityMatchesSchema<typeof TestimonialEntity, Testimonial, TestimonialDerivedKey>(true);
