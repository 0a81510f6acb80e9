import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTestimonial } from '../../../../../shared/testimonials/schema';
import { api } from '../../../lib/api-client';

/** Active testimonials, newest first (the admin activates them). */
export async function getTestimonials(signal?: AbortSignal): Promise<PublicTestimonial[]> {
  const { items } = await api.get('/testimonials', { signal });
  return items;
}

export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: ['testimonials', 'active'], queryFn: ({ signal }) => getTestimonials(signal) });
}

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
