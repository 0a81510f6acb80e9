import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
import { adminPropertyKeys, type AdminProperty } from './admin-property-types';
import type { PropertyFormOutput } from '../lib/property-form-schema';

/**
 * After a write: the admin lists and detail refetch, and the public pages' cached copies (listings,
 * featured carousel, property page, keys starting with 'properties') are dropped so the site shows the change.
 */
async function refreshAfterWrite(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['properties'] });
  await queryClient.invalidateQueries({ queryKey: adminPropertyKeys.all });
}

export function useToggleFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<AdminProperty, 'id' | 'isFeatured' | 'updatedAt'>) =>
      apiPatch<AdminProperty>(`/admin/properties/${encodeURIComponent(property.id)}`, {
        isFeatured: !property.isFeatured,
        ...(property.updatedAt ? { expectedUpdatedAt: property.updatedAt } : {}),
      }),
    // A failed toggle is not retried: the admin sees the toast and clicks again.
    retry: false,
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/admin/properties/${encodeURIComponent(id)}`),
    retry: false,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminPropertyKeys.detail(id) });
    },
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

type SaveArgs = { id?: string; values: PropertyFormOutput; expectedUpdatedAt?: string };

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, expectedUpdatedAt }: SaveArgs) =>
      id
        ? apiPatch<AdminProperty>(`/admin/properties/${encodeURIComponent(id)}`, { ...values, ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}) })
        : apiPost<AdminProperty>('/admin/properties', values),
    retry: false,
    onSuccess: async (saved) => {
      queryClient.removeQueries({ queryKey: adminPropertyKeys.detail(saved.id) });
      await refreshAfterWrite(queryClient);
    },
  });
}
