import { z } from 'zod';

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
});
export type Testimonial = z.infer<typeof testimonialSchema>;
