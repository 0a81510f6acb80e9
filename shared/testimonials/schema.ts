import * as z from 'zod/mini';
import { photoUrlSchema } from '../media/photo-url.js';

export const testimonialSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  location: z.optional(z.string().check(z.maxLength(120))),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  rating: z._default(z.number().check(z.int(), z.gte(1), z.lte(5)), 5),
  imageUrl: z.optional(z.string()),
  /** New testimonials start inactive (admin-and-platform.md §4). */
  active: z._default(z.boolean(), false),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const REQUIRED = 'Veuillez remplir au moins le nom et le témoignage';
const RATING = 'La note doit être un nombre entier de 1 à 5.';

/** What an admin enters to add a testimonial (admin-and-platform.md §5); it starts inactive. */
export const testimonialInputSchema = z.strictObject({
  name: z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(120, 'Le nom est trop long (120 caractères au plus).')),
  location: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Le lieu est trop long (120 caractères au plus).'))),
  text: z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(2000, 'Le témoignage est trop long (2000 caractères au plus).')),
  rating: z._default(z.number({ error: RATING }).check(z.int(RATING), z.gte(1, RATING), z.lte(5, RATING)), 5),
  /** The author's photo, from the photo pipeline (optional). */
  imageUrl: z.optional(photoUrlSchema),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

/** The admin's toggle: active or not. */
export const testimonialChangesSchema = z.strictObject({
  active: z.boolean({ error: 'Indiquez si le témoignage est actif.' }),
});

/** Allow-list of what a visitor sees of a testimonial. */
export const PUBLIC_TESTIMONIAL_FIELDS = ['id', 'name', 'location', 'text', 'rating', 'imageUrl', 'createdAt'] as const satisfies readonly (keyof Testimonial)[];
export type PublicTestimonial = Pick<Testimonial, (typeof PUBLIC_TESTIMONIAL_FIELDS)[number]>;
