import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { testimonialRepository } from '../../../shared/testimonials/repository.js';
import { addTestimonial, deleteTestimonial, setTestimonialActive } from '../../../shared/testimonials/service.js';

export const testimonialAdminOperations = {
  listAllTestimonials: async ({ query }) => ok(await testimonialRepository.listAll(query)),
  addTestimonial: async ({ body, claims }) => created(await addTestimonial(body, { id: String(claims.sub) })),
  updateTestimonial: async ({ params, body, claims }) => ok(await setTestimonialActive(params.id, body.active, { id: String(claims.sub) })),
  deleteTestimonial: async ({ params, claims }) => {
    await deleteTestimonial(params.id, { id: String(claims.sub) });
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;
