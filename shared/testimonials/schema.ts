import * as z from 'zod';
import { photoUrlSchema } from '../media/photo-url.js';

export const testimonialSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(120),
  location: z.string().max(120).optional(),
  text: z.string().trim().min(1).max(2000),
  rating: z.number().int().min(1).max(5).default(5),
  imageUrl: z.string().optional(),
  /** New testimonials start inactive (admin-and-platform.md §4). */
  active: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const REQUIRED = 'Veuillez remplir au moins le nom et le témoignage';
const RATING = 'La note doit être un nombre entier de 1 à 5.';

/** What an admin enters to add a testimonial (admin-and-platform.md §5); it starts inactive. */
export const testimonialInputSchema = z.strictObject({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Le nom est trop long (120 caractères au plus).'),
  location: z.string().trim().max(120, 'Le lieu est trop long (120 caractères au plus).').optional(),
  text: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(2000, 'Le témoignage est trop long (2000 caractères au plus).'),
  rating: z.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING).default(5),
  /** The author's photo, from the photo pipeline (optional). */
  imageUrl: photoUrlSchema.optional(),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

/** The admin's toggle: active or not. */
export const testimonialChangesSchema = z.strictObject({
  active: z.boolean({ error: 'Indiquez si le témoignage est actif.' }),
});

/** Allow-list of what a visitor sees of a testimonial. */
export const PUBLIC_TESTIMONIAL_FIELDS = ['id', 'name', 'location', 'text', 'rating', 'imageUrl', 'createdAt'] as const satisfies readonly (keyof Testimonial)[];
export type PublicTestimonial = Pick<Testimonial, (typeof PUBLIC_TESTIMONIAL_FIELDS)[number]>;
