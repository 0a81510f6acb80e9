import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MapArea } from '../lib/areas';

/**
 * The cities of the active listings, for /carte's crawlable index. Never fetched: the prerenderer puts them
 * in the page's data from the listing it already reads for the whole site (web/src/ssr/site.ts), and the
 * browser reads them from there. A page reached by a link inside the app has none: its map and list are the
 * search; the index is for crawlers and visitors without JavaScript.
 */
export const mapAreasQueryOptions = () => queryOptions<MapArea[]>({ queryKey: ['properties', 'map-areas'], queryFn: skipToken });

export function useMapAreas() {
  return useQuery(mapAreasQueryOptions()).data;
}
