import { MAX_ZOOM, MIN_ZOOM, roundCamera, type MapCamera } from '../../../components/map/camera';
import { parseListingFilters, toPropertySearch, type ListingFilters, type PropertySearch } from '../../../lib/listing-filters';
import { listingFilterParams } from '../../../lib/listing-search-links';

/**
 * What /carte's URL holds (shareable, and the back button returns to it): the filters, with the list's names
 * (lib/listing-filters.ts), and the view, `lat`, `lng` and `zoom`. A missing or broken view opens the
 * default one. The map has one text filter: a « location » from the list or the hero becomes its text.
 */
export type MapSearch = { filters: ListingFilters; camera?: MapCamera };

/** Southern Quebec, from Gatineau to the Gaspé's foot: where nearly every listing is. */
export const DEFAULT_CAMERA: MapCamera = { center: { lat: 46.6, lng: -72.6 }, zoom: 6 };

const VIEW_PARAMS = ['lat', 'lng', 'zoom'] as const;

function number(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
}

export function parseMapSearch(params: URLSearchParams): MapSearch {
  const { location, ...filters } = parseListingFilters(params);
  const lat = number(params.get('lat'), -85, 85);
  const lng = number(params.get('lng'), -180, 180);
  const zoom = number(params.get('zoom'), MIN_ZOOM, MAX_ZOOM);
  return {
    filters: { ...filters, q: filters.q ?? location },
    camera: lat !== undefined && lng !== undefined && zoom !== undefined ? roundCamera({ center: { lat, lng }, zoom }) : undefined,
  };
}

/** Filters first (as the list writes them), then the view; the camera rounded as the URL keeps it. */
export function serializeMapSearch({ filters, camera }: MapSearch): URLSearchParams {
  const params = listingFilterParams(filters);
  if (camera) {
    const { center, zoom } = roundCamera(camera);
    params.set('lat', String(center.lat));
    params.set('lng', String(center.lng));
    params.set('zoom', String(zoom));
  }
  return params;
}

/** The search with other filters: the view is kept (a filter never moves the map). */
export const withFilters = (search: MapSearch, filters: ListingFilters): MapSearch => ({ ...search, filters });

/** Whether a URL names a view (else the map opens on DEFAULT_CAMERA). */
export const hasView = (params: URLSearchParams) => VIEW_PARAMS.every((name) => params.has(name));

/** The area query's filters: the list's, without the location (folded into the text) or the list's order (the map's is newest first). */
export function areaFilters(filters: ListingFilters): Omit<PropertySearch, 'location' | 'sort'> {
  const { location: _, sort: _sort, ...search } = toPropertySearch(filters);
  return search;
}
