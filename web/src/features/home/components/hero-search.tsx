import { Bot, Map as MapIcon, Search, SlidersHorizontal, type LucideIcon } from '../../../components/icons';
import { useId, useRef, type FormEvent, type MouseEvent } from 'react';
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
 * GET form of /listings, which the browser sends itself before the app runs (or without JavaScript). The
 * map link (/carte) takes the same criteria along.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = criteria(event.currentTarget).toString();
    navigate({ pathname: '/listings', search: query ? `?${query}` : '' });
  }

  /** 'Recherche par carte' opens the map with what the form holds so far. */
  function mapWithCriteria(event: MouseEvent<HTMLAnchorElement>) {
    if (!formRef.current || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The map reads the list's parameters (its text search takes the location).
    const query = criteria(formRef.current).toString();
    navigate({ pathname: '/carte', search: query ? `?${query}` : '' });
  }

  return (
    // A light panel on the dark hero: focus rings go back to navy here.
    <div className="rounded-2xl bg-white p-5 text-navy-900 shadow-2xl [--focus-ring:var(--color-navy-700)] sm:p-6">
      <h2 id={titleId} className="text-xl font-bold">
        {frHome.search.title}
      </h2>
      <form ref={formRef} method="get" action="/listings" role="search" aria-labelledby={titleId} onSubmit={search} className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
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
          {/* The map with the criteria chosen so far (the form's fields, read when the link is followed). */}
          <MoreLink to="/carte" icon={MapIcon} label={frHome.search.mapSearch} onFollow={mapWithCriteria} />
          {/* No behaviour is specified for the assistant yet: it leads to the AI search page. */}
          <MoreLink to="/search" icon={Bot} label={frHome.search.aiAssistant} />
        </ul>
      </nav>
    </div>
  );
}

/** The form's criteria as the list's (and the map's) URL parameters: the location, the type and the budget chosen. */
function criteria(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const params = new URLSearchParams();
  const location = String(data.get('location') ?? '').trim();
  const type = String(data.get('type') ?? ANY);
  const budget = String(data.get('budget') ?? ANY);
  if (location) params.set('location', location);
  if (type !== ANY) params.set('type', type);
  if (budget !== ANY) params.set('budget', budget);
  return params;
}

function MoreLink({ to, icon: Icon, label, onFollow }: { to: string; icon: LucideIcon; label: string; onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <li>
      <Link to={to} onClick={onFollow} className="inline-flex items-center gap-1.5 rounded-sm text-navy-700 underline-offset-4 hover:underline">
        <Icon aria-hidden="true" className="size-4 text-gold-700" />
        {label}
      </Link>
    </li>
  );
}
