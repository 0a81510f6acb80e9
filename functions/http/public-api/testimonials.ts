import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { testimonialRepository } from '../../../shared/testimonials/server/repository.js';
import { SHORT_CACHE } from './cache.js';

export const testimonialOperations = {
  listTestimonials: async () => ok({ items: await testimonialRepository.listActive() }, SHORT_CACHE),
} satisfies Partial<OperationsOf<'public-api'>>;
