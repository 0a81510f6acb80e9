import { X } from '../../../components/icons';
import { applyFilterForm, ListingFilterForm } from '../../../components/listing-filter-form';
import { LISTING_SORTS, SORT_LABELS } from '../../../../../shared/properties/labels';
import { SelectField } from '../../../components/ui/form-field';
import { FILTER_PARAMS } from '../../../lib/listing-search-links';
import { frListings } from '../i18n/fr';
import type { ListingFilters, ListingParamChanges, ListingView } from '../hooks/use-listing-params';

type ListingFiltersProps = {
  filters: ListingFilters;
  /** Kept through a search sent before the app runs (a plain GET of this page). */
  view: ListingView;
  onChange: (changes: ListingParamChanges) => void;
};

/** The list's filters (listing-filter-form.tsx) with its order, and the hero's location as a removable chip. */
export function ListingFiltersForm({ filters, view, onChange }: ListingFiltersProps) {
  return (
    <ListingFilterForm
      action="/listings"
      label={frListings.filtersLabel}
      placeholder={frListings.searchPlaceholder}
      columns="lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]"
      filters={filters}
      onApply={(next) => onChange(Object.fromEntries(FILTER_PARAMS.map((name) => [name, next[name]?.toString()])))}
      after={
        <SelectField label={frListings.sortLabel} name="sort" value={filters.sort ?? 'newest'} onChange={applyFilterForm}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
      }
      hidden={{ location: filters.location, transaction: filters.transaction, view: view === 'list' ? 'list' : undefined }}
    >
      {filters.location && (
        <div className="mt-4 flex flex-wrap gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-navy-900 py-1 pr-1 pl-3 text-sm font-medium text-white [--focus-ring:var(--color-gold-300)]">
            {frListings.locationChip(filters.location)}
            <button
              type="button"
              onClick={() => onChange({ location: undefined })}
              aria-label={frListings.removeLocation(filters.location)}
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-navy-700"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        </div>
      )}
    </ListingFilterForm>
  );
}
