import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from '../../../components/search-options';
import { fr } from '../../../i18n/fr';
import type { ListingFilters, ListingParamChanges } from '../hooks/use-listing-params';

/** Spec §5: select items never carry an empty value, so "any" has its own sentinel. */

const fieldClass = 'mt-1.5 block h-11 w-full rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500';
const labelClass = 'block text-sm font-semibold text-navy-900';

type ListingFiltersProps = {
  filters: ListingFilters;
  onChange: (changes: ListingParamChanges) => void;
};

/**
 * The text applies on submit (no request per keystroke); the selects apply at once and carry the
 * text typed so far with them. The URL stays the single source of the filters.
 */
export function ListingFiltersForm({ filters, onChange }: ListingFiltersProps) {
  const formLabelId = useId();
  const searchId = useId();
  const typeId = useId();
  const budgetId = useId();
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
    onChange({ q: value('q'), type: value('type'), budget: value('budget') });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <div className="rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
      <h2 id={formLabelId} className="sr-only">
        {fr.listings.filtersLabel}
      </h2>
      <form role="search" aria-labelledby={formLabelId} onSubmit={submit} className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            {fr.listings.searchLabel}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={fr.listings.searchPlaceholder}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={typeId} className={labelClass}>
            {fr.listings.typeLabel}
          </label>
          <select
            id={typeId}
            name="type"
            value={filters.type ?? ANY}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
            className={fieldClass}
          >
            <PropertyTypeOptions />
          </select>
        </div>
        <div>
          <label htmlFor={budgetId} className={labelClass}>
            {fr.listings.budgetLabel}
          </label>
          <select
            id={budgetId}
            name="budget"
            value={filters.budget ?? ANY}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
            className={fieldClass}
          >
            <BudgetOptions />
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-navy-900 px-6 font-semibold text-white transition-colors hover:bg-navy-800"
        >
          <Search aria-hidden="true" className="size-5" />
          {fr.listings.submit}
        </button>
      </form>

      {filters.location && (
        <div className="mt-4 flex flex-wrap gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-navy-900 py-1 pr-1 pl-3 text-sm font-medium text-white [--focus-ring:var(--color-gold-300)]">
            {fr.listings.locationChip(filters.location)}
            <button
              type="button"
              onClick={() => onChange({ location: undefined })}
              aria-label={fr.listings.removeLocation(filters.location)}
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
