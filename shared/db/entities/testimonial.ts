import { Entity } from 'electrodb';
import { attributesOf, entityMatchesSchema, gsi, model, primary, reqStr } from '../model.js';
import type { TestimonialDerivedKey } from '../../testimonials/keys.js';
import { testimonialSchema, type Testimonial } from '../../testimonials/schema.js';

/** Stored attributes: the schema's fields, plus the index key that keys.ts derives on every write. */
export const TestimonialEntity = new Entity({
  model: model('testimonial'),
  attributes: { ...attributesOf(testimonialSchema), listState: reqStr },
  indexes: {
    byId: primary(['id']),
    all: gsi('gsi1', [], ['createdAt']),
    byListState: gsi('gsi2', ['listState'], ['createdAt']),
  },
});
entityMatchesSchema<typeof TestimonialEntity, Testimonial, TestimonialDerivedKey>(true);
