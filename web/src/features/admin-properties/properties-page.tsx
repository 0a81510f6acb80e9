import { Plus, RotateCcw, SearchX, TriangleAlert } from '../../components/icons';
import { useId, useState } from 'react';
import { AdminPageHeader } from '../../components/admin/page-header';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { ViewToggle } from '../../components/view-toggle';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { usePagedResults } from '../../lib/use-paged-results';
import type { AdminPropertyListItem } from './api/admin-property-types';
import { useAdminProperties } from './api/get-admin-properties';
import { useToggleFeatured } from './api/property-mutations';
import { AdminPropertyCard, AdminPropertyCardSkeleton } from './components/admin-property-card';
import { frAdminProperties } from './i18n/fr';
import { PROPERTY_TOAST } from './lib/toast-options';

const t = frAdminProperties.list;
type View = 'grid' | 'list';

const layoutClass: Record<View, string> = {
  grid: 'grid grid-cols-1 gap-6 sm:grid-cols-2 2xl:grid-cols-3',
  list: 'flex flex-col gap-4',
};

export function PropertiesPage() {
  const [view, setView] = useState<View>('grid');
  const [includeInactive, setIncludeInactive] = useState(false);
  const query = useAdminProperties(includeInactive);
  const { data, isPending, isError, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const toggleFeatured = useToggleFeatured();
  const inactiveId = useId();
  const { items, listRef, loadMore } = usePagedResults(query, {
    errorTitle: t.loadError,
    toastId: 'admin-properties-load-error',
    toastOptions: PROPERTY_TOAST,
  });

  function onToggleFeatured(property: AdminPropertyListItem) {
    toggleFeatured.mutate(property, {
      onSuccess: (saved) => notify.success(saved.isFeatured ? t.featuredOn : t.featuredOff, PROPERTY_TOAST),
      onError: (failure) => notify.error(t.updateError, { ...PROPERTY_TOAST, description: errorMessage(failure) }),
    });
  }

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <ButtonLink to="/admin/properties/new" variant="gold" size="md">
          <Plus aria-hidden="true" className="size-5" />
          {t.add}
        </ButtonLink>
      </AdminPageHeader>

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <input
            id={inactiveId}
            type="checkbox"
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.target.checked)}
            className="size-5 rounded border-navy-300 accent-navy-900"
          />
          <label htmlFor={inactiveId} className="font-medium text-navy-900">
            {t.includeInactive}
          </label>
        </div>
        <ViewToggle label={t.viewLabel} labels={{ grid: t.gridView, list: t.listView }} view={view} onChange={setView} />
      </div>

      <p role="status" className="mt-4 min-h-6 text-sm font-semibold text-navy-900">
        {data && items.length > 0 ? t.count(items.length) : isPending ? t.loading : ''}
      </p>

      {isPending ? (
        <div className={`mt-2 ${layoutClass[view]}`}>
          {Array.from({ length: 4 }, (_, index) => (
            <AdminPropertyCardSkeleton key={index} />
          ))}
        </div>
      ) : isError && items.length === 0 ? (
        <div role="alert" className="mt-2 flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-navy-100">
          <TriangleAlert aria-hidden="true" className="size-10 text-red-700" />
          <h2 className="mt-4 text-xl font-bold text-navy-900">{t.unexpected}</h2>
          <p className="mt-2 text-slate-600">{errorMessage(error)}</p>
          <Button variant="navy" size="md" className="mt-6" onClick={() => void refetch()} disabled={isRefetching}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mt-2 flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-navy-100">
          <SearchX aria-hidden="true" className="size-10 text-gold-700" />
          <h2 className="mt-4 text-xl font-bold text-navy-900">{t.empty}</h2>
        </div>
      ) : (
        <>
          <ul ref={listRef} aria-label={t.resultsLabel} className={`mt-2 ${layoutClass[view]}`}>
            {items.map((property) => (
              <li key={property.id}>
                <AdminPropertyCard
                  property={property}
                  layout={view}
                  onToggleFeatured={onToggleFeatured}
                  toggling={toggleFeatured.isPending && toggleFeatured.variables?.id === property.id}
                />
              </li>
            ))}
          </ul>
          {isError && (
            <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-center">
              <p className="font-semibold text-red-700">{t.unexpected}</p>
              <Button variant="navy-outline" size="md" onClick={() => void (hasNextPage ? fetchNextPage() : refetch())}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t.retry}
              </Button>
            </div>
          )}
          {hasNextPage && !isError && (
            <div className="mt-8 flex justify-center">
              <Button variant="navy-outline" size="md" onClick={() => void loadMore()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t.loadingMore : t.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
