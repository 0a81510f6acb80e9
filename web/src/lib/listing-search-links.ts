import type { ListingFilters } from './listing-filters';

/**
 * The filters written as URL parameters, for links between the list and the map. Apart from
 * listing-filters.ts, which every page's first load carries (the list's route loader parses them): these
 * load with the pages that link.
 */

/** The filters' names, in the order URLs write them. */
export const FILTER_PARAMS = ['transaction', 'q', 'location', 'type', 'budget', 'bedrooms', 'bathrooms', 'sort'] as const satisfies readonly (keyof ListingFilters)[];

/** The filters as URL parameters, in FILTER_PARAMS order, the unset ones left out. */
export function listingFilterParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** `/carte` with these filters (the list's toggle): the map opens on them. */
export function mapSearchHref(filters: ListingFilters): string {
  const query = listingFilterParams(filters).toString();
  return `/carte${query ? `?${query}` : ''}`;
}
