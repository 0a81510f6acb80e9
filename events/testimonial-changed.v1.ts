import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** A testimonial was created, changed (activated, deactivated) or deleted; the sellers' page shows the active ones. */
export const TestimonialChangedV1 = defineEvent({
  source: 'brokerage.testimonials',
  detailType: 'TestimonialChanged',
  version: 1,
  schema: z.object({ testimonialId: z.string().check(z.minLength(1)), change: z.enum(['created', 'updated', 'deleted']) }),
});
