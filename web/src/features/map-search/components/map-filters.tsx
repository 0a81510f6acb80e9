import { List } from '../../../components/icons';
import { Link } from 'react-router';
import { applyFilterForm, ListingFilterForm } from '../../../components/listing-filter-form';
import { SelectField } from '../../../components/ui/form-field';
import type { ListingFilters } from '../../../lib/listing-filters';
import { TRANSACTION_LABELS } from '../../../../../shared/properties/labels';
import { listingFilterParams } from '../../../lib/listing-search-links';
import type { MapCamera } from '../../../components/map/camera';
import { frMapSearch } from '../i18n/fr';

type MapFiltersProps = {
  filters: ListingFilters;
  /** Kept through a search sent before the app runs (a plain GET of /carte). */
  camera?: MapCamera;
  onChange: (filters: ListingFilters) => void;
};

/**
 * The map's filters (listing-filter-form.tsx) with sale or rent; the view rides along in hidden fields of a
 * GET sent before the app runs. The same filters open the list (« Voir en liste »).
 */
export function MapFilters({ filters, camera, onChange }: MapFiltersProps) {
  const listQuery = listingFilterParams(filters).toString();
  return (
    <ListingFilterForm
      action="/carte"
      label={frMapSearch.filtersLabel}
      placeholder={frMapSearch.searchPlaceholder}
      columns="lg:grid-cols-[1fr_2fr_1fr_1fr_1fr_1fr_auto]"
      filters={filters}
      // The list's order rides along for « Voir en liste »; a budget is a sale's or a rent's, never both.
      onApply={(next) => onChange({ ...next, sort: filters.sort, budget: next.transaction === filters.transaction ? next.budget : undefined })}
      before={
        <SelectField label={frMapSearch.transactionLabel} name="transaction" value={filters.transaction ?? 'sale'} onChange={applyFilterForm}>
          {Object.entries(TRANSACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      }
      hidden={{ lat: camera?.center.lat, lng: camera?.center.lng, zoom: camera?.zoom }}
    >
      <p className="mt-4 text-sm font-semibold">
        <Link to={`/listings${listQuery ? `?${listQuery}` : ''}`} className="inline-flex items-center gap-1.5 rounded-sm text-navy-700 underline underline-offset-4">
          <List aria-hidden="true" className="size-4" />
          {frMapSearch.listView}
        </Link>
      </p>
    </ListingFilterForm>
  );
}
