import { MapPin, RotateCcw, SearchX, TriangleAlert } from '../../components/icons';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PropertyCard, PropertyCardSkeleton } from '../../components/property-card';
import { ViewToggle } from '../../components/view-toggle';
import { Button } from '../../components/ui/button';
import { fr } from '../../i18n/fr';
import { frListings } from './i18n/fr';
import { useProperties } from './api/get-properties';
import { ListingFiltersForm } from './components/listing-filters';
import { toPropertySearch, useListingParams, type ListingView } from './hooks/use-listing-params';
import { usePagedResults } from '../../lib/use-paged-results';
import { useHydrated } from '../../lib/use-hydrated';
import { island } from '../../islands/island';
import { AlertForm, alertCriteriaOf } from '../../components/alert-form';
import { TRANSACTION_LABELS } from '../../../../shared/properties/labels';
import type { TransactionType } from '../../../../shared/properties/schema';

/** Below the filters, the first card is in the first view from a tablet's width on (on a phone, it is a screen further down). */
const FIRST_CARD_IN_VIEW = '(min-width: 640px)';

const layoutClass: Record<ListingView, string> = {
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-6',
};

/** `/listings`: prerendered to run as islands, the filters and the results each one. */
export function ListingsPage() {
  // A search in the URL (rentals included) is rendered by the app, not the prerendered islands (architecture.md).
  const [params] = useSearchParams();
  const rent = params.get('transaction') === 'rent';
  return (
    <>
      <PageTitle>{fr.pages.listings}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{rent ? frListings.rentHeading : frListings.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frListings.intro}</p>
        <TransactionLinks params={params} rent={rent} />
        <div className="mt-6">
          <ListingFiltersIsland />
          <noscript>
            <p className="mt-3 text-sm text-slate-700">{frListings.noScript}</p>
          </noscript>
          <ListingAlertIsland className="mt-6" />
        </div>
        <ListingResultsIsland />
      </div>
    </>
  );
}

/**
 * « À vendre » / « À louer »: two links, so the choice works before the app and without it, and the page (its
 * heading, its budget ranges) is rendered for it. The search's other criteria go along; its budget does not (a
 * sale's and a rent's ranges differ).
 */
function TransactionLinks({ params, rent }: { params: URLSearchParams; rent: boolean }) {
  const hrefOf = (transaction: TransactionType) => {
    const next = new URLSearchParams(params);
    next.delete('budget');
    next.delete('transaction');
    if (transaction === 'rent') next.set('transaction', 'rent');
    return `/listings${next.size > 0 ? `?${next}` : ''}`;
  };
  return (
    <nav aria-label={frListings.transactionLabel} className="mt-6 inline-flex rounded-xl bg-navy-50 p-1 ring-1 ring-navy-100">
      {(Object.keys(TRANSACTION_LABELS) as TransactionType[]).map((transaction) => {
        const current = (transaction === 'rent') === rent;
        return (
          <Link
            key={transaction}
            to={hrefOf(transaction)}
            aria-current={current ? 'page' : undefined}
            className={`inline-flex h-11 items-center rounded-lg px-5 text-sm font-semibold ${current ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-white'}`}
          >
            {TRANSACTION_LABELS[transaction]}
          </Link>
        );
      })}
    </nav>
  );
}

/** The filters of the URL's search: a change on an islands page changes the URL in place (islands/router.tsx), which the results read. */
export function ListingFilters() {
  const { filters, view, update } = useListingParams();
  return <ListingFiltersForm filters={filters} view={view} onChange={(changes) => update(changes)} />;
}

/** « Créer une alerte » for the URL's search. */
export function ListingAlert({ className }: { className?: string }) {
  const { filters } = useListingParams();
  return <AlertForm source="listings" criteria={alertCriteriaOf(toPropertySearch(filters))} className={className} />;
}

/** The results of the URL's search, with the view toggle, the map link and 'Charger plus'. */
export function ListingResults() {
  const { filters, view, update } = useListingParams();
  const query = useProperties(toPropertySearch(filters));
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage } = query;
  const hydrated = useHydrated();
  const { items, listRef, loadMore } = usePagedResults(query, { errorTitle: frListings.loadError, toastId: 'listings-load-error' });

  // The filters go; the transaction (a search of rentals stays one) and the view stay.
  const kept = new URLSearchParams([...(filters.transaction ? [['transaction', filters.transaction]] : []), ...(view === 'list' ? [['view', 'list']] : [])]);
  const resetTo = { pathname: '/listings', search: kept.size > 0 ? `?${kept}` : '' };
  // The same search on the map: the URL's filters as they are (the map reads the list's parameter names).
  const [params] = useSearchParams();
  const mapParams = new URLSearchParams(params);
  mapParams.delete('view');
  const mapHref = `/carte${mapParams.size > 0 ? `?${mapParams}` : ''}`;

  // The prerendered list is the unfiltered one: hidden while a search in the URL waits for the app (styles.css).
  return (
    <div data-prerendered-results="">
      <div className="mt-8 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="min-h-6 font-semibold text-navy-900">
          {data ? frListings.count(items.length) : isPending ? fr.a11y.loading : ''}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <ViewToggle label={frListings.viewLabel} labels={{ grid: frListings.gridView, list: frListings.listView }} view={view} onChange={(next) => update({ view: next === 'list' ? 'list' : undefined }, { replace: true })} />
          {/* The same search on the map (/carte), whose text search takes the location. */}
          <Link to={mapHref} className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-navy-800 ring-1 ring-navy-100 hover:bg-navy-50">
            <MapPin aria-hidden="true" className="size-4" />
            {frListings.mapView}
          </Link>
        </div>
      </div>

      <div className="mt-6">
        {isPending ? (
          <div aria-hidden="true" className={layoutClass[view]}>
            {Array.from({ length: view === 'list' ? 3 : 6 }, (_, index) => (
              <PropertyCardSkeleton key={index} layout={view} />
            ))}
          </div>
        ) : isError && !data ? (
          <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
            <TriangleAlert aria-hidden="true" className="size-10 text-gold-700" />
            <p className="mt-4 text-lg font-semibold text-navy-900">{frListings.errorText}</p>
            <Button onClick={() => void refetch()} className="mt-6">
              <RotateCcw aria-hidden="true" className="size-5" />
              {frListings.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
            <SearchX aria-hidden="true" className="size-10 text-navy-500" />
            <p className="mt-4 text-lg font-semibold text-navy-900">{frListings.empty}</p>
            <Link to={resetTo} className="mt-4 rounded-sm font-semibold text-navy-700 underline underline-offset-4">
              {frListings.resetFilters}
            </Link>
          </div>
        ) : (
          <>
            <ul ref={listRef} aria-label={frListings.resultsLabel} data-view={view} className={layoutClass[view]}>
              {items.map((property, index) => (
                // Off-screen cards skip style, layout and paint until scrolled near.
                <li key={property.id} className={index < 2 ? undefined : '[content-visibility:auto] [contain-intrinsic-size:auto_28rem]'}>
                  <PropertyCard property={property} variant="listing" layout={view} priority={index === 0} priorityMedia={FIRST_CARD_IN_VIEW} />
                </li>
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-10 flex justify-center">
                <Button
                  variant="navy-outline"
                  size="xl"
                  className="min-w-48"
                  onClick={() => void loadMore()}
                  // Disabled only until the app runs it; not while loading: a disabled button would drop keyboard focus.
                  disabled={!hydrated}
                  aria-busy={isFetchingNextPage}
                >
                  {isFetchingNextPage ? frListings.loadingMore : frListings.loadMore}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

const ListingFiltersIsland = island('listings', 'ListingFilters', ListingFilters);
const ListingResultsIsland = island('listings', 'ListingResults', ListingResults);
const ListingAlertIsland = island('listings', 'ListingAlert', ListingAlert);
