import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { propertyQueryOptions } from './api/get-property';

/** Route loader work for `/property/:id`: the property, then its main photo, while the page code loads. */
export function prefetchProperty(queryClient: QueryClient, id: string | undefined) {
  if (!id) return;
  void queryClient
    .fetchQuery(propertyQueryOptions(id))
    .then((property) => property.imageUrl && preloadImage(property.imageUrl))
    .catch(() => undefined); // the page shows the error state from the same query
}
