import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { testimonialRepository } from '../../../shared/testimonials/server/repository.js';
import { addTestimonial, deleteTestimonial, setTestimonialActive } from '../../../shared/testimonials/server/service.js';

export const testimonialAdminOperations = {
  listAllTestimonials: async ({ query }) => ok(await testimonialRepository.listAll(query)),
  addTestimonial: async ({ body, actor }) => created(await addTestimonial(body, actor)),
  updateTestimonial: async ({ params, body, actor }) => ok(await setTestimonialActive(params.id, body.active, actor)),
  deleteTestimonial: async ({ params, actor }) => {
    await deleteTestimonial(params.id, actor);
    return noContent();
  },
} satisfies Partial<OperationsOf<'admin-api'>>;
