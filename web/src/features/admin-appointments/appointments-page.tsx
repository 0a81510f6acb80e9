import { useEffect, useId, useState } from 'react';
import { AdminPageHeader } from '../../components/admin/page-header';
import { Link, useSearchParams } from 'react-router';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';
import { LoadMore } from '../../components/admin/load-more';
import { StatCards } from '../../components/admin/stat-cards';
import { ViewToggle, type GridOrList } from '../../components/view-toggle';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { SEARCH_DELAY_MS, useDebounced } from '../../lib/use-debounced';
import { usePagedResults } from '../../lib/use-paged-results';
import type { AdminAppointment, AppointmentStatusFilter } from './api/appointment-keys';
import { useDecideAppointment } from './api/decide-appointment';
import { useAppointmentCounters } from './api/get-appointment-counters';
import { useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { frAppointments } from './i18n/fr';

const t = frAppointments;
const STATUS_FILTERS = ['all', 'scheduled', 'confirmed', 'canceled'] as const satisfies readonly AppointmentStatusFilter[];
/** Pages looked through for a linked visit request before saying it is not there (newest start first: a new one is near the top). */
const LINK_MAX_PAGES = 5;

/**
 * A notification's link, `?appointment=<id>`: that visit request is shown — the pages are read until it
 * is found (at most LINK_MAX_PAGES), then it is scrolled to, outlined and focused.
 */
function useLinkedAppointment(items: AdminAppointment[], query: ReturnType<typeof useAppointments>) {
  const [params] = useSearchParams();
  const linkedId = params.get('appointment');
  const found = Boolean(linkedId && items.some((a) => a.id === linkedId));
  const pages = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (!linkedId || found || query.isPending || isFetching) return;
    if (hasNextPage && pages < LINK_MAX_PAGES) void fetchNextPage();
    else notify.error(t.linkedNotFound, { id: 'admin-appointments-linked' });
  }, [linkedId, found, query.isPending, isFetching, hasNextPage, pages, fetchNextPage]);
  useEffect(() => {
    if (!linkedId || !found) return;
    const card = document.getElementById(`visit-${linkedId}`)?.closest('article');
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [linkedId, found]);
  return linkedId;
}

/** 'Demandes de visite' (admin-and-platform.md §2): counters, search, status filter, cards or list, confirm / cancel. */
export function AppointmentsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AppointmentStatusFilter>('all');
  const [view, setView] = useState<GridOrList>('grid');
  const q = useDebounced(search, SEARCH_DELAY_MS);
  const query = useAppointments({ q, status });
  const counters = useAppointmentCounters();
  const decide = useDecideAppointment();
  const statusId = useId();
  const { items } = usePagedResults(query, { errorTitle: t.toasts.loadError, toastId: 'admin-appointments-load-error' });
  const linkedId = useLinkedAppointment(items, query);

  function onDecide(appointment: AdminAppointment, eventStatus: 'confirmed' | 'canceled') {
    decide.mutate(
      { id: appointment.id, eventStatus },
      {
        onSuccess: () => notify.success(eventStatus === 'confirmed' ? t.toasts.confirmed : t.toasts.canceled),
        onError: (error) => notify.error(t.toasts.updateError, { description: errorMessage(error) }),
      },
    );
  }

  const stats = [
    { label: t.counters.total, value: counters.data?.total },
    { label: t.counters.today, value: counters.data?.today },
    { label: t.counters.pending, value: counters.data?.pending },
    { label: t.counters.confirmed, value: counters.data?.confirmed },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro} />

      {counters.data?.schedulingConfigured === false ? (
        <section aria-labelledby="scheduling-missing" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-navy-900">
          <h2 id="scheduling-missing" className="font-semibold">
            {t.schedulingMissing.title}
          </h2>
          <p className="mt-1 text-sm">{t.schedulingMissing.text}</p>
          <Link to="/admin/settings" className="mt-2 inline-block text-sm font-medium text-navy-900 underline">
            {t.schedulingMissing.link}
          </Link>
        </section>
      ) : null}

      <StatCards items={stats} />

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-1 flex-wrap items-end gap-3">
          <SearchBox label={t.search} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} className="sm:w-80" />
          <div className="flex flex-col gap-1">
            <label htmlFor={statusId} className="text-sm font-medium text-navy-900">
              {t.statusFilter}
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(event) => setStatus(event.target.value as AppointmentStatusFilter)}
              className="h-11 rounded-lg border border-navy-300 bg-white px-3 text-navy-900"
            >
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t.statusOptions[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ViewToggle label={t.viewLabel} labels={{ grid: t.cards, list: t.list }} view={view} onChange={setView} />
      </div>

      {query.isPending ? (
        <Pending className="mt-6" />
      ) : query.isError && items.length === 0 ? (
        <LoadError className="mt-6" message={t.toasts.loadError} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.resultsLabel} className={view === 'grid' ? 'mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'mt-6 flex flex-col gap-3'}>
          {items.map((appointment) => (
            <li key={appointment.id} className={appointment.id === linkedId ? 'rounded-xl ring-4 ring-amber-400' : undefined} aria-current={appointment.id === linkedId ? 'true' : undefined}>
              <AppointmentCard
                appointment={appointment}
                layout={view}
                busy={decide.isPending && decide.variables?.id === appointment.id}
                onDecide={onDecide}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
    </div>
  );
}
