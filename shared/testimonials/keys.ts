import type { Testimonial } from './schema.js';

/** Index key attributes derived from a testimonial on every write (docs/data-model.md). */
export function testimonialKeys(t: Pick<Testimonial, 'active'>) {
  return {
    /** Partition of the public testimonials index: only active ones are shown. */
    listState: t.active ? 'active' : 'inactive',
  } as const;
}
export type TestimonialDerivedKey = keyof ReturnType<typeof testimonialKeys>;
