import { Bot, Map as MapIcon, Search, SlidersHorizontal, type LucideIcon } from '../../../components/icons';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PropertyType } from '../../../../../shared/properties/schema';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from '../../../components/search-options';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { frHome } from '../i18n/fr';

/** Spec §3 "Search criteria": the hero offers these four types. */
const HERO_TYPES: readonly PropertyType[] = ['condo', 'maison', 'maison_de_ville', 'duplex'];

/**
 * Hands the criteria to /listings through its URL, the one place the listing reads filters from: a real
 * GET form of /listings, which the browser sends itself before the app runs (or without JavaScript).
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const titleId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const location = String(form.get('location') ?? '').trim();
    const type = String(form.get('type') ?? ANY);
    const budget = String(form.get('budget') ?? ANY);
    if (location) params.set('location', location);
    if (type !== ANY) params.set('type', type);
    if (budget !== ANY) params.set('budget', budget);
    const query = params.toString();
    navigate({ pathname: '/listings', search: query ? `?${query}` : '' });
  }

  return (
    // A light panel on the dark hero: focus rings go back to navy here.
    <div className="rounded-2xl bg-white p-5 text-navy-900 shadow-2xl [--focus-ring:var(--color-navy-700)] sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {frHome.search.title}
      </h2>
      <form method="get" action="/listings" role="search" aria-labelledby={titleId} onSubmit={search} className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <TextField
          size="lg"
          label={frHome.search.locationLabel}
          name="location"
          type="search"
          autoComplete="address-level2"
          maxLength={100}
          placeholder={frHome.search.locationPlaceholder}
        />
        <SelectField size="lg" label={frHome.search.typeLabel} name="type" defaultValue={ANY}>
          <PropertyTypeOptions types={HERO_TYPES} />
        </SelectField>
        <SelectField size="lg" label={frHome.search.budgetLabel} name="budget" defaultValue={ANY}>
          <BudgetOptions />
        </SelectField>
        <Button type="submit" size="field-lg">
          <Search aria-hidden="true" className="size-5" />
          {frHome.search.submit}
        </Button>
      </form>
      <nav aria-label={frHome.search.moreLabel} className="mt-4 border-t border-navy-100 pt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <MoreLink to="/listings" icon={SlidersHorizontal} label={frHome.search.advancedFilters} />
          {/* No behaviour is specified for these two yet: they lead to the AI search page. */}
          <MoreLink to="/search" icon={MapIcon} label={frHome.search.mapSearch} />
          <MoreLink to="/search" icon={Bot} label={frHome.search.aiAssistant} />
        </ul>
      </nav>
    </div>
  );
}

function MoreLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <li>
      <Link to={to} className="inline-flex items-center gap-1.5 rounded-sm text-navy-700 underline-offset-4 hover:underline">
        <Icon aria-hidden="true" className="size-4 text-gold-700" />
        {label}
      </Link>
    </li>
  );
}
