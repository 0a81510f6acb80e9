import { testimonialChangesSchema, testimonialInputSchema } from '../../testimonials/schema.js';
import { pageQuerySchema } from '../paging.js';
import { route } from '../route.js';

export const testimonialRoutes = {
  listTestimonials: route({ method: 'GET', path: '/api/testimonials', fn: 'public-api', auth: 'public' }),
  listAllTestimonials: route({ method: 'GET', path: '/api/admin/testimonials', fn: 'admin-api', auth: 'admin', query: pageQuerySchema }),
  addTestimonial: route({ method: 'POST', path: '/api/admin/testimonials', fn: 'admin-api', auth: 'admin', body: testimonialInputSchema }),
  updateTestimonial: route({ method: 'PATCH', path: '/api/admin/testimonials/{id}', fn: 'admin-api', auth: 'admin', body: testimonialChangesSchema }),
  deleteTestimonial: route({ method: 'DELETE', path: '/api/admin/testimonials/{id}', fn: 'admin-api', auth: 'admin' }),
};
