import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminPropertyKeys, type AdminPropertyListItem } from './admin-property-types';
import { toChanges, type PropertyFormOutput } from '../lib/property-form-schema';

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
    mutationFn: (property: Pick<AdminPropertyListItem, 'id' | 'isFeatured' | 'updatedAt'>) =>
      api.patch('/admin/properties/{id}', {
        params: { id: property.id },
        body: { isFeatured: !property.isFeatured, ...(property.updatedAt ? { expectedUpdatedAt: property.updatedAt } : {}) },
      }),
    // A failed toggle is not retried: the admin sees the toast and clicks again.
    retry: false,
    onSettled: () => refreshAfterWrite(queryClient),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/properties/{id}', { params: { id } }),
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
        ? api.patch('/admin/properties/{id}', { params: { id }, body: toChanges(values, expectedUpdatedAt) })
        : api.post('/admin/properties', { body: values }),
    retry: false,
    onSuccess: async (saved) => {
      // The answer is the saved property: the detail page opens on it without asking again.
      queryClient.setQueryData(adminPropertyKeys.detail(saved.id), saved);
      await refreshAfterWrite(queryClient);
    },
  });
}
