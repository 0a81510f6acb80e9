import { Search, X } from '../../../components/icons';
import { useId, useState, type FormEvent } from 'react';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from '../../../components/search-options';
import { LISTING_SORTS, SORT_LABELS } from '../../../../../shared/properties/labels';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { frListings } from '../i18n/fr';
import { BATHROOM_CHOICES, BEDROOM_CHOICES, type ListingFilters, type ListingParamChanges, type ListingView } from '../hooks/use-listing-params';

type ListingFiltersProps = {
  filters: ListingFilters;
  /** Kept through a search sent before the app runs (a plain GET of this page). */
  view: ListingView;
  onChange: (changes: ListingParamChanges) => void;
};

/**
 * A real GET form of /listings: before the app runs (or without JavaScript) the browser sends it and the
 * page reads the search from its URL; once the app runs, it updates the URL in place.
 * The text applies on submit (no request per keystroke); the selects apply at once and carry the
 * text typed so far with them. The URL stays the single source of the filters.
 */
export function ListingFiltersForm({ filters, view, onChange }: ListingFiltersProps) {
  const formLabelId = useId();
  const [draft, setDraft] = useState(filters.q ?? '');
  const [appliedQuery, setAppliedQuery] = useState(filters.q);

  // Back/forward or a reset link changed q under the field: show the URL's value again.
  if (appliedQuery !== filters.q) {
    setAppliedQuery(filters.q);
    setDraft(filters.q ?? '');
  }

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const value = (name: string) => {
      const entry = String(data.get(name) ?? '').trim();
      return entry === ANY ? undefined : entry || undefined;
    };
    const sort = value('sort');
    onChange({ q: value('q'), type: value('type'), budget: value('budget'), bedrooms: value('bedrooms'), bathrooms: value('bathrooms'), sort: sort === 'newest' ? undefined : sort });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <div className="rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
      <h2 id={formLabelId} className="sr-only">
        {frListings.filtersLabel}
      </h2>
      <form method="get" action="/listings" role="search" aria-labelledby={formLabelId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2 md:items-end lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_auto]">
        <TextField
          label={frListings.searchLabel}
          name="q"
          type="search"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={frListings.searchPlaceholder}
        />
        <SelectField
          label={frListings.typeLabel}
          name="type"
          value={filters.type ?? ANY}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <PropertyTypeOptions />
        </SelectField>
        <SelectField
          label={filters.transaction === 'rent' ? frListings.rentBudgetLabel : frListings.budgetLabel}
          name="budget"
          value={filters.budget ?? ANY}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <BudgetOptions transaction={filters.transaction} />
        </SelectField>
        <SelectField
          label={frListings.bedroomsLabel}
          name="bedrooms"
          value={filters.bedrooms ?? ANY}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <option value={ANY}>{frListings.anyCount}</option>
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {frListings.atLeast(n)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={frListings.bathroomsLabel}
          name="bathrooms"
          value={filters.bathrooms ?? ANY}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <option value={ANY}>{frListings.anyCount}</option>
          {BATHROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {frListings.atLeast(n)}
            </option>
          ))}
        </SelectField>
        <SelectField label={frListings.sortLabel} name="sort" value={filters.sort ?? 'newest'} onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        {filters.location && <input type="hidden" name="location" value={filters.location} />}
        {filters.transaction && <input type="hidden" name="transaction" value={filters.transaction} />}
        {view === 'list' && <input type="hidden" name="view" value="list" />}
        <Button type="submit" size="field-md">
          <Search aria-hidden="true" className="size-5" />
          {frListings.submit}
        </Button>
      </form>

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
    </div>
  );
}
