import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaResult } from '../../../../../shared/properties/api';
import type { Box } from '../../../../../shared/properties/geo';
import { api } from '../../../lib/api-client';
import type { PropertySearch } from '../../../lib/listing-filters';

export type AreaSearch = Omit<PropertySearch, 'location'>;

/** GET /api/properties/area: the listings inside the box with the filters, or counted clusters when there are too many. */
export function getArea(box: Box, search: AreaSearch, signal?: AbortSignal): Promise<AreaResult> {
  return api.get('/properties/area', { query: { ...box, ...search }, signal });
}

export function areaQueryOptions(box: Box, search: AreaSearch) {
  return queryOptions({
    queryKey: ['properties', 'area', box, search],
    queryFn: ({ signal }) => getArea(box, search, signal),
  });
}

/**
 * The visible area's results; none until the area is known (the map's size is measured in the browser). The
 * previous area's results stay on screen while the next ones load: the list and the markers do not flash.
 */
export function useArea(box: Box | null, search: AreaSearch) {
  return useQuery({
    ...areaQueryOptions(box ?? { south: 0, west: 0, north: 0, east: 0 }, search),
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
}
