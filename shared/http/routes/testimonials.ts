import { testimonialChangesSchema, testimonialInputSchema, type PublicTestimonial, type Testimonial } from '../../testimonials/schema.js';
import { pageQuerySchema, type Page } from '../paging.js';
import { returns, route } from '../route.js';

export const testimonialRoutes = {
  listTestimonials: route({ method: 'GET', path: '/api/testimonials', fn: 'public-api', reply: returns<{ items: PublicTestimonial[] }>(), auth: 'public' }),
  listAllTestimonials: route({ method: 'GET', path: '/api/admin/testimonials', fn: 'admin-api', reply: returns<Page<Testimonial>>(), auth: 'admin', query: pageQuerySchema }),
  addTestimonial: route({ method: 'POST', path: '/api/admin/testimonials', fn: 'admin-api', reply: returns<Testimonial>(), auth: 'admin', body: testimonialInputSchema }),
  updateTestimonial: route({ method: 'PATCH', path: '/api/admin/testimonials/{id}', fn: 'admin-api', reply: returns<Testimonial>(), auth: 'admin', body: testimonialChangesSchema }),
  deleteTestimonial: route({ method: 'DELETE', path: '/api/admin/testimonials/{id}', fn: 'admin-api', reply: returns<void>(), auth: 'admin' }),
};
