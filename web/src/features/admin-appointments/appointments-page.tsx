import { useEffect, useId, useState } from 'react';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';
import { LoadMore } from '../../components/admin/load-more';
import { StatCards } from '../../components/admin/stat-cards';
import { PageTitle } from '../../components/page-title';
import { ViewToggle, type GridOrList } from '../../components/view-toggle';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { usePagedResults } from '../../lib/use-paged-results';
import type { AdminAppointment, AppointmentStatusFilter } from './api/appointment-keys';
import { useDecideAppointment } from './api/decide-appointment';
import { useAppointmentCounters } from './api/get-appointment-counters';
import { useAppointments } from './api/get-appointments';
import { AppointmentCard } from './components/appointment-card';
import { frAppointments } from './i18n/fr';

const t = frAppointments;
const STATUS_FILTERS = ['all', 'scheduled', 'confirmed', 'canceled'] as const satisfies readonly AppointmentStatusFilter[];
const SEARCH_DELAY_MS = 300;

/** The search sent to the server once typing pauses. */
function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
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
  const { items } = usePagedResults(query, { pending: query.isPending, errorTitle: t.toasts.loadError, toastId: 'admin-appointments-load-error' });

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
      <PageTitle>{t.title}</PageTitle>
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-slate-600">{t.intro}</p>

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
            <li key={appointment.id}>
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
