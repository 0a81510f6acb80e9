import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimonial, TestimonialInput } from '../../../../../shared/testimonials/schema';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
import { adminPagesQuery } from '../paging';

/** Newest first, 50 a page ('Charger plus' for more). */
export const testimonialsQueryOptions = adminPagesQuery<Testimonial>(['testimonials'], '/admin/testimonials');

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testimonialsQueryOptions.queryKey });
}

/** New testimonials start inactive; an empty location is not sent. */
export function useAddTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: TestimonialInput) => apiPost<Testimonial>('/admin/testimonials', { ...values, location: values.location || undefined }),
    onSuccess: () => void refresh(),
  });
}

export function useToggleTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: Testimonial) => apiPatch<Testimonial>(`/admin/testimonials/${item.id}`, { active: !item.active }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiDelete(`/admin/testimonials/${id}`), onSuccess: () => void refresh() });
}
