import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationView } from '../../../../../shared/settings/integrations';
import { api } from '../../../lib/api-client';

/** One card per integration: configured or not, masked values, last test and sync. */
export const integrationsQueryOptions = queryOptions({
  queryKey: ['admin', 'integrations'] as const,
  queryFn: ({ signal }) => api.get('/admin/integrations', { signal }),
});

/** Saves (and tests) one integration's values; the card it answers replaces the listed one. */
export function useSaveIntegration(save: (values: Record<string, string>) => Promise<IntegrationView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) =>
      queryClient.setQueryData(integrationsQueryOptions.queryKey, (old) => old && { items: old.items.map((c) => (c.name === saved.name ? saved : c)) }),
  });
}
