import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteClaimsInput, SiteSettings } from '../../../../../shared/settings/schema';
import { api } from '../../../lib/api-client';

/** The stored settings, read again each time the tab opens (another admin may have changed them). */
export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['admin', 'site-settings'] as const,
  queryFn: ({ signal }) => api.get('/admin/site-settings', { signal }),
  staleTime: 0,
});

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettings>) => api.patch('/admin/site-settings', { body: changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQueryOptions.queryKey, saved);
      // The public home reads the same settings: let it see the change at once in this browser.
      void queryClient.invalidateQueries({ queryKey: ['site-settings'] });
    },
  });
}

/** 'Conformité': computed on each opening (it reflects the brokers and settings as they are now). */
export const complianceQueryOptions = queryOptions({
  queryKey: ['admin', 'compliance'] as const,
  queryFn: ({ signal }) => api.get('/admin/compliance', { signal }),
  staleTime: 0,
});

/** The brokerage's figures and guarantees, as stored (the public route; read again each time the tab opens). */
export const siteClaimsAdminQueryOptions = queryOptions({
  queryKey: ['admin', 'site-claims'] as const,
  queryFn: ({ signal }) => api.get('/site-claims', { signal }),
  staleTime: 0,
});

export function useSaveSiteClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claims: SiteClaimsInput) => api.put('/admin/site-claims', { body: claims }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteClaimsAdminQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['site-claims'] });
    },
  });
}
