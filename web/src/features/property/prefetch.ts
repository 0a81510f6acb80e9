import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { propertyQueryOptions } from './api/get-property';

/**
 * Route loader work for `/property/:id`: the property, then its main photo, while the page code
 * loads. Settles (never rejects) once the property is in the cache or has failed.
 */
export async function prefetchProperty(queryClient: QueryClient, id: string | undefined): Promise<void> {
  if (!id) return;
  await queryClient
    .fetchQuery(propertyQueryOptions(id))
    .then((property) => property.imageUrl && preloadImage(property.imageUrl))
    .catch(() => undefined); // the page shows the error state from the same query
}
