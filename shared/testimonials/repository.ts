import { db } from '../db/service.js';
import { testimonialKeys } from './keys.js';
import type { Testimonial } from './schema.js';

export const testimonialRepository = {
  async save(testimonial: Testimonial) {
    await db.entities.testimonial.put({ ...testimonial, ...testimonialKeys(testimonial) }).go();
  },
};
