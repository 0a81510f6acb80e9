import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../../shared/properties/api';
import { api } from '../../../lib/api-client';

/** Spec §9: featured properties are refreshed every 5 minutes while the home page is open. */
export const FEATURED_REFETCH_INTERVAL_MS = 300_000;

export async function getFeaturedProperties(signal?: AbortSignal): Promise<PropertyCard[]> {
  const { items } = await api.get('/properties/featured', { signal });
  return items;
}

export function featuredPropertiesQueryOptions() {
  return queryOptions({
    queryKey: ['properties', 'featured'],
    queryFn: ({ signal }) => getFeaturedProperties(signal),
    refetchInterval: FEATURED_REFETCH_INTERVAL_MS,
  });
}

export function useFeaturedProperties() {
  return useQuery(featuredPropertiesQueryOptions());
}
