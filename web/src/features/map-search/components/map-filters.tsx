import { List, Search } from '../../../components/icons';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from '../../../components/search-options';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { BATHROOM_CHOICES, BEDROOM_CHOICES, type ListingFilters } from '../../../lib/listing-filters';
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
 * The map's filters: a real GET form of /carte (before the app runs, the browser sends it; the view rides
 * along in hidden fields), then, once the app runs, changes in place. The text applies on submit, the selects
 * at once. The same filters open the list (« Voir en liste »).
 */
export function MapFilters({ filters, camera, onChange }: MapFiltersProps) {
  const titleId = useId();
  const [draft, setDraft] = useState(filters.q ?? '');
  const [appliedQuery, setAppliedQuery] = useState(filters.q);

  // Back/forward changed the text under the field: show the URL's value again.
  if (appliedQuery !== filters.q) {
    setAppliedQuery(filters.q);
    setDraft(filters.q ?? '');
  }

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const value = (name: string) => {
      const entry = String(data.get(name) ?? '').trim();
      return entry === ANY || entry === '' ? undefined : entry;
    };
    const number = (name: string) => (value(name) === undefined ? undefined : Number(value(name)));
    const transaction = value('transaction') === 'rent' ? 'rent' : undefined;
    onChange({
      transaction,
      // The list's order rides along for « Voir en liste »; a budget is a sale's or a rent's, never both.
      sort: filters.sort,
      q: value('q'),
      type: value('type') as ListingFilters['type'],
      budget: transaction === filters.transaction ? (value('budget') as ListingFilters['budget']) : undefined,
      bedrooms: number('bedrooms'),
      bathrooms: number('bathrooms'),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const listQuery = listingFilterParams(filters).toString();

  return (
    <div className="rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
      <h2 id={titleId} className="sr-only">
        {frMapSearch.filtersLabel}
      </h2>
      <form method="get" action="/carte" role="search" aria-labelledby={titleId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2 md:items-end lg:grid-cols-[1fr_2fr_1fr_1fr_1fr_1fr_auto]">
        <SelectField label={frMapSearch.transactionLabel} name="transaction" value={filters.transaction ?? 'sale'} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}>
          {Object.entries(TRANSACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label={frMapSearch.searchLabel} name="q" type="search" maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={frMapSearch.searchPlaceholder} />
        <SelectField label={frMapSearch.typeLabel} name="type" value={filters.type ?? ANY} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}>
          <PropertyTypeOptions />
        </SelectField>
        <SelectField
          label={filters.transaction === 'rent' ? frMapSearch.rentBudgetLabel : frMapSearch.budgetLabel}
          name="budget"
          value={filters.budget ?? ANY}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <BudgetOptions transaction={filters.transaction} />
        </SelectField>
        <SelectField label={frMapSearch.bedroomsLabel} name="bedrooms" value={filters.bedrooms ?? ANY} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}>
          <option value={ANY}>{frMapSearch.anyCount}</option>
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {frMapSearch.atLeast(n)}
            </option>
          ))}
        </SelectField>
        <SelectField label={frMapSearch.bathroomsLabel} name="bathrooms" value={filters.bathrooms ?? ANY} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}>
          <option value={ANY}>{frMapSearch.anyCount}</option>
          {BATHROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {frMapSearch.atLeast(n)}
            </option>
          ))}
        </SelectField>
        {camera && (
          <>
            <input type="hidden" name="lat" value={camera.center.lat} />
            <input type="hidden" name="lng" value={camera.center.lng} />
            <input type="hidden" name="zoom" value={camera.zoom} />
          </>
        )}
        <Button type="submit" size="field-md">
          <Search aria-hidden="true" className="size-5" />
          {frMapSearch.submit}
        </Button>
      </form>
      <p className="mt-4 text-sm font-semibold">
        <Link to={`/listings${listQuery ? `?${listQuery}` : ''}`} className="inline-flex items-center gap-1.5 rounded-sm text-navy-700 underline underline-offset-4">
          <List aria-hidden="true" className="size-4" />
          {frMapSearch.listView}
        </Link>
      </p>
    </div>
  );
}
