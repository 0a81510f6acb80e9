import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../../shared/settings/schema';
import { api } from './api-client';

export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return api.get('/site-settings', { signal });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    // The home page waits on this before showing anything; a failed read counts as "not in
    // maintenance", so a retry would only hold the page back.
    retry: false,
    retryOnMount: false,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
