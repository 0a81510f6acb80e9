import { useSearchParams } from 'react-router';
import { parseListingFilters, type ListingFilters } from '../../../lib/listing-filters';

// The filters' URL form is shared with the map (/carte) and the hero: web/src/lib/listing-filters.ts.
export { BATHROOM_CHOICES, BEDROOM_CHOICES, hasFilters, parseListingFilters, toPropertySearch, type ListingFilters } from '../../../lib/listing-filters';

export type ListingView = 'grid' | 'list';

export type ListingParamChanges = Partial<Record<keyof ListingFilters | 'view', string | undefined>>;

export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const filters = parseListingFilters(params);
  const view: ListingView = params.get('view') === 'list' ? 'list' : 'grid';

  function update(changes: ListingParamChanges, { replace = false } = {}) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      // Filtering happens in place: keep the visitor where they are on the page.
      { replace, preventScrollReset: true },
    );
  }

  return { filters, view, update };
}
