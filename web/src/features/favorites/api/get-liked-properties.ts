import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BY_IDS_MAX } from '../../../../../shared/properties/by-ids-limit';
import type { PropertyCard } from '../../../../../shared/properties/api';
import { api } from '../../../lib/api-client';

/** The active ones of these properties, as cards, in the order given (GET /api/properties/by-ids, 48 ids a call). */
export async function getPropertiesByIds(ids: readonly string[], signal?: AbortSignal): Promise<PropertyCard[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BY_IDS_MAX) batches.push(ids.slice(i, i + BY_IDS_MAX));
  const pages = await Promise.all(batches.map((batch) => api.get('/properties/by-ids', { query: { ids: batch.join(',') }, signal })));
  return pages.flatMap((page) => page.items);
}

export function likedPropertiesQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['properties', 'by-ids', ids.join(',')],
    queryFn: ({ signal }) => getPropertiesByIds(ids, signal),
    enabled: ids.length > 0,
    // Unliking one card asks again for the others: the cards stay on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useLikedPropertyCards(ids: readonly string[]) {
  return useQuery(likedPropertiesQueryOptions(ids));
}
