import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { BATHROOM_CHOICES, BEDROOM_CHOICES, parseListingFilters, type ListingFilters } from '../lib/listing-filters';
import { frComponents } from '../i18n/fr-components';
import { Search } from './icons';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from './search-options';
import { Button } from './ui/button';
import { SelectField, TextField } from './ui/form-field';

type ListingFilterFormProps = {
  /** The page the form is a GET of: before the app runs (or without JavaScript), the browser sends it. */
  action: '/listings' | '/carte';
  /** The form's name for screen readers (a visually hidden heading). */
  label: string;
  placeholder: string;
  /** Grid columns from the large breakpoint, one per field and the button. */
  columns: string;
  filters: ListingFilters;
  /** The form as filters (its fields have the URL's names, so they read as the URL does). */
  onApply: (filters: ListingFilters) => void;
  /** Fields of one page: before the text (the map's sale or rent) and after the rooms (the list's order). */
  before?: ReactNode;
  after?: ReactNode;
  /** What a GET sent before the app runs must keep (the view, a location chip's value). */
  hidden?: Record<string, string | number | undefined>;
  /** Below the form (the location chip, the link to the list). */
  children?: ReactNode;
};

/** A select of the form applies at once, with the text typed so far (the form's submit reads every field). */
export function applyFilterForm(event: ChangeEvent<HTMLSelectElement>) {
  event.currentTarget.form?.requestSubmit();
}

/**
 * The search filters of the list and the map: a real GET form of the page, then, once the app runs, changes
 * in place. The text applies on submit (no request per keystroke), the selects at once. The URL stays the
 * single source of the filters.
 */
export function ListingFilterForm({ action, label, placeholder, columns, filters, onApply, before, after, hidden = {}, children }: ListingFilterFormProps) {
  const t = frComponents.searchFilters;
  const titleId = useId();
  const [draft, setDraft] = useState(filters.q ?? '');
  const [appliedQuery, setAppliedQuery] = useState(filters.q);

  // Back/forward or a reset link changed the text under the field: show the URL's value again.
  if (appliedQuery !== filters.q) {
    setAppliedQuery(filters.q);
    setDraft(filters.q ?? '');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields.set(name, value);
    onApply(parseListingFilters(fields));
  }

  const roomOptions = (choices: readonly number[]) => (
    <>
      <option value={ANY}>{t.anyCount}</option>
      {choices.map((n) => (
        <option key={n} value={n}>
          {t.atLeast(n)}
        </option>
      ))}
    </>
  );

  return (
    <div className="rounded-2xl bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
      <h2 id={titleId} className="sr-only">
        {label}
      </h2>
      <form method="get" action={action} role="search" aria-labelledby={titleId} onSubmit={submit} className={`grid gap-4 sm:grid-cols-2 md:items-end ${columns}`}>
        {before}
        <TextField label={t.searchLabel} name="q" type="search" maxLength={100} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder} />
        <SelectField label={t.typeLabel} name="type" value={filters.type ?? ANY} onChange={applyFilterForm}>
          <PropertyTypeOptions />
        </SelectField>
        <SelectField label={filters.transaction === 'rent' ? t.rentBudgetLabel : t.budgetLabel} name="budget" value={filters.budget ?? ANY} onChange={applyFilterForm}>
          <BudgetOptions transaction={filters.transaction} />
        </SelectField>
        <SelectField label={t.bedroomsLabel} name="bedrooms" value={filters.bedrooms ?? ANY} onChange={applyFilterForm}>
          {roomOptions(BEDROOM_CHOICES)}
        </SelectField>
        <SelectField label={t.bathroomsLabel} name="bathrooms" value={filters.bathrooms ?? ANY} onChange={applyFilterForm}>
          {roomOptions(BATHROOM_CHOICES)}
        </SelectField>
        {after}
        {Object.entries(hidden).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
        <Button type="submit" size="field-md">
          <Search aria-hidden="true" className="size-5" />
          {t.submit}
        </Button>
      </form>
      {children}
    </div>
  );
}
