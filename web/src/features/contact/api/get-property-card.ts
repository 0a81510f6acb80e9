import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyCard } from '../../../../../shared/properties/api';
import { api } from '../../../lib/api-client';

/** The card of one active property (null when it is not listed), for the form's "about this property". */
export async function getPropertyCard(id: string, signal?: AbortSignal): Promise<PropertyCard | null> {
  const { items } = await api.get('/properties/by-ids', { query: { ids: id }, signal });
  return items[0] ?? null;
}

export function propertyCardQueryOptions(id: string) {
  return queryOptions({ queryKey: ['properties', 'card', id], queryFn: ({ signal }) => getPropertyCard(id, signal) });
}

export function usePropertyCard(id: string | undefined) {
  return useQuery({ ...propertyCardQueryOptions(id ?? ''), enabled: Boolean(id) });
}
