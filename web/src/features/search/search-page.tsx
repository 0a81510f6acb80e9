import { RotateCcw, SearchX, TriangleAlert } from '../../components/icons';
import { Link } from 'react-router';
import type { AlertCriteria } from '../../../../shared/alerts/schema';
import type { SearchFilters } from '../../../../shared/search/parse-query';
import { AlertForm } from '../../components/alert-form';
import { PageTitle } from '../../components/page-title';
import { PropertyCard, PropertyCardSkeleton } from '../../components/property-card';
import { Button } from '../../components/ui/button';
import { fr } from '../../i18n/fr';
import { errorMessage } from '../../lib/http-errors';
import { usePagedResults } from '../../lib/use-paged-results';
import { useSearchProperties } from './api/search-properties';
import { FilterChips } from './components/filter-chips';
import { SearchForm } from './components/search-form';
import { useSearchRequest } from './hooks/use-search-params';
import { frSearch } from './i18n/fr';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The understood filters as an alert's criteria, when an alert can hold them all: one type at most and no
 * feature (garage, fireplace…). Otherwise none: an alert broader than the search on screen would mislead.
 */
function alertCriteriaOfSearch({ location, types, bedrooms, bathrooms, minPrice, maxPrice, ...features }: SearchFilters): AlertCriteria | null {
  if ((types?.length ?? 0) > 1 || Object.values(features).some(Boolean)) return null;
  return { location, propertyType: types?.[0], bedrooms, bathrooms, minPrice, maxPrice };
}

/**
 * 'Recherche IA': a sentence in plain French, parsed on the server into listing filters (shown as chips
 * that can be removed one by one), and the matching properties. The URL holds the sentence and the
 * removed chips, so a search can be shared and the back button undoes a removal.
 */
export function SearchPage() {
  const { request, submit, remove, restore } = useSearchRequest();
  const query = useSearchProperties(request);
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage } = query;
  const hasQuery = request.q !== '';
  const first = data?.pages[0];
  const loading = hasQuery && isPending;
  const { items, listRef, loadMore } = usePagedResults(query, { errorTitle: frSearch.loadError, toastId: 'search-load-error' });
  const alertCriteria = first ? alertCriteriaOfSearch(first.filters) : null;

  return (
    <>
      <PageTitle>{request.q ? `${fr.pages.search} : ${request.q}` : fr.pages.search}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{frSearch.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frSearch.intro}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{frSearch.honesty}</p>

        <div className="mt-8">
          <SearchForm query={request.q} onSubmit={submit} />
        </div>

        {hasQuery && first && <FilterChips filters={first.filters} unparsed={first.unparsed} removedCount={request.omit.length} onRemove={remove} onRestore={restore} />}
        {hasQuery && alertCriteria && <AlertForm source="search" criteria={alertCriteria} className="mt-6" />}

        {hasQuery && (
          <div className="mt-8">
            <p role="status" className="min-h-6 font-semibold text-navy-900">
              {data ? frSearch.count(items.length, Boolean(hasNextPage)) : loading ? fr.a11y.loading : ''}
            </p>
            <div className="mt-4">
              {loading ? (
                <div aria-hidden="true" className={GRID}>
                  {Array.from({ length: 3 }, (_, index) => (
                    <PropertyCardSkeleton key={index} layout="grid" />
                  ))}
                </div>
              ) : isError && !data ? (
                <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
                  <TriangleAlert aria-hidden="true" className="size-10 text-gold-700" />
                  <p className="mt-4 text-lg font-semibold text-navy-900">{errorMessage(error)}</p>
                  <Button onClick={() => void refetch()} className="mt-6">
                    <RotateCcw aria-hidden="true" className="size-5" />
                    {frSearch.retry}
                  </Button>
                </div>
              ) : items.length === 0 ? (
                <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
                  <SearchX aria-hidden="true" className="size-10 text-navy-500" />
                  <p className="mt-4 text-lg font-semibold text-navy-900">{frSearch.empty}</p>
                  <p className="mt-2 text-slate-700">{frSearch.emptyHint}</p>
                  <Link to="/listings" className="mt-4 rounded-sm font-semibold text-navy-700 underline underline-offset-4">
                    {frSearch.browseAll}
                  </Link>
                </div>
              ) : (
                <>
                  <ul ref={listRef} aria-label={frSearch.resultsLabel} className={GRID}>
                    {items.map((property, index) => (
                      <li key={property.id} className={index < 2 ? undefined : '[content-visibility:auto] [contain-intrinsic-size:auto_28rem]'}>
                        <PropertyCard property={property} variant="listing" priority={index === 0} />
                      </li>
                    ))}
                  </ul>
                  {hasNextPage && (
                    <div className="mt-10 flex justify-center">
                      <Button variant="navy-outline" size="xl" className="min-w-48" onClick={() => void loadMore()} aria-busy={isFetchingNextPage}>
                        {isFetchingNextPage ? frSearch.loadingMore : frSearch.loadMore}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
