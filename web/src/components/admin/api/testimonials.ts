import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimonial, TestimonialInput } from '../../../../../shared/testimonials/schema';
import { api } from '../../../lib/api-client';
import { adminPagesQuery } from '../paging';

/** Newest first, 50 a page ('Charger plus' for more). */
export const testimonialsQueryOptions = adminPagesQuery(['testimonials'], '/admin/testimonials');

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testimonialsQueryOptions.queryKey });
}

/** New testimonials start inactive; an empty location is not sent. */
export function useAddTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: TestimonialInput) => api.post('/admin/testimonials', { body: { ...values, location: values.location || undefined } }),
    onSuccess: () => void refresh(),
  });
}

export function useToggleTestimonial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: Testimonial) => api.patch('/admin/testimonials/{id}', { params: { id: item.id }, body: { active: !item.active } }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteTestimonial() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.delete('/admin/testimonials/{id}', { params: { id } }), onSuccess: () => void refresh() });
}
