import { Bot, Map as MapIcon, Search, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PropertyType } from '../../../../../shared/properties/schema';
import { ANY_OPTION as ANY, BudgetOptions, PropertyTypeOptions } from '../../../components/search-options';
import { fr } from '../../../i18n/fr';

/** Spec §3 "Search criteria": the hero offers these four types. */
const HERO_TYPES: readonly PropertyType[] = ['condo', 'maison', 'maison_de_ville', 'duplex'];
/** Spec §5: select items never carry an empty value, so "any" has its own sentinel. */

const fieldClass =
  'mt-1.5 block h-12 w-full rounded-lg border border-navy-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500';
const labelClass = 'block text-sm font-semibold text-navy-900';

/** Hands the criteria to /listings through its URL, the one place the listing reads filters from. */
export function HeroSearch() {
  const navigate = useNavigate();
  const titleId = useId();
  const locationId = useId();
  const typeId = useId();
  const budgetId = useId();

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
        {fr.home.search.title}
      </h2>
      <form role="search" aria-labelledby={titleId} onSubmit={search} className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
        <div>
          <label htmlFor={locationId} className={labelClass}>
            {fr.home.search.locationLabel}
          </label>
          <input
            id={locationId}
            name="location"
            type="search"
            autoComplete="address-level2"
            maxLength={100}
            placeholder={fr.home.search.locationPlaceholder}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={typeId} className={labelClass}>
            {fr.home.search.typeLabel}
          </label>
          <select id={typeId} name="type" defaultValue={ANY} className={fieldClass}>
            <PropertyTypeOptions types={HERO_TYPES} />
          </select>
        </div>
        <div>
          <label htmlFor={budgetId} className={labelClass}>
            {fr.home.search.budgetLabel}
          </label>
          <select id={budgetId} name="budget" defaultValue={ANY} className={fieldClass}>
            <BudgetOptions />
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-navy-900 px-6 font-semibold text-white transition-colors hover:bg-navy-800"
        >
          <Search aria-hidden="true" className="size-5" />
          {fr.home.search.submit}
        </button>
      </form>
      <nav aria-label={fr.home.search.moreLabel} className="mt-4 border-t border-navy-100 pt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <MoreLink to="/listings" icon={SlidersHorizontal} label={fr.home.search.advancedFilters} />
          {/* No behaviour is specified for these two yet: they lead to the AI search page. */}
          <MoreLink to="/search" icon={MapIcon} label={fr.home.search.mapSearch} />
          <MoreLink to="/search" icon={Bot} label={fr.home.search.aiAssistant} />
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
