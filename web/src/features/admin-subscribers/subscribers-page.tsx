import { Download, Trash2, UserCheck, UserX } from '../../components/icons';
import { AdminPageHeader } from '../../components/admin/page-header';
import { useEffect, useState } from 'react';
import type { AdminSubscriber } from '../../../../shared/newsletter/admin';
import { SUBSCRIBER_FILTERS, subscriberSourceLabel, type SubscriberFilter } from '../../../../shared/newsletter/labels';
import { BROKERAGE_TIME_ZONE } from '../../../../shared/calendar';
import { DeleteDialog } from '../../components/admin/confirm-dialog';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';
import { LoadMore } from '../../components/admin/load-more';
import { StatCards } from '../../components/admin/stat-cards';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { NewsletterSections } from './components/newsletter-sections';
import { getAllSubscribers, useDeleteSubscriber, useSetSubscriberStatus, useSubscriberStats, useSubscribers } from './api/subscribers';
import { frSubscribers } from './i18n/fr';
import { SEARCH_DELAY_MS, useDebounced } from '../../lib/use-debounced';

const t = frSubscribers;
const day = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: BROKERAGE_TIME_ZONE });

/** 'Abonnés' (spec §2): counters, search, status filter, table with unsubscribe / reactivate / delete, CSV export. */
export function SubscribersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriberFilter>('all');
  const filter = { q: useDebounced(search.trim(), SEARCH_DELAY_MS), status };
  const list = useSubscribers(filter);
  const stats = useSubscriberStats();
  const setSubscriberStatus = useSetSubscriberStatus();
  const remove = useDeleteSubscriber();
  const [deleting, setDeleting] = useState<AdminSubscriber | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (list.isError) notify.error(t.toasts.loadError);
  }, [list.isError]);

  const toggle = (subscriber: AdminSubscriber) => {
    const next = subscriber.status === 'active' ? 'unsubscribed' : 'active';
    setSubscriberStatus.mutate(
      { id: subscriber.id, status: next },
      {
        onSuccess: () => notify.success(next === 'unsubscribed' ? t.toasts.unsubscribed : t.toasts.reactivated),
        onError: (error) => notify.error(next === 'unsubscribed' ? t.toasts.unsubscribeError : t.toasts.reactivateError, { description: error.message }),
      },
    );
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The CSV writer (papaparse) loads only when an export is asked for.
      const [{ downloadSubscribersCsv }, subscribers] = await Promise.all([import('./lib/export-csv'), getAllSubscribers(filter)]);
      downloadSubscribersCsv(subscribers);
      notify.success(t.toasts.exported(subscribers.length));
    } catch (error) {
      notify.error(t.toasts.exportError, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  const subscribers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counters = [
    { label: t.stats.total, value: stats.data?.total },
    { label: t.stats.active, value: stats.data?.active },
    { label: t.stats.unsubscribed, value: stats.data?.unsubscribed },
    { label: t.stats.joinedThisMonth, value: stats.data?.joinedThisMonth },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <Button size="md" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? t.exporting : t.exportCsv}
        </Button>
      </AdminPageHeader>
      <NewsletterSections />

      <StatCards items={counters} label={t.statsLabel} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <SearchBox label={t.search} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} className="sm:w-80" />
        <div role="group" aria-label={t.filterLabel} className="flex gap-2">
          {SUBSCRIBER_FILTERS.map((value) => (
            <Button key={value} size="sm" variant={status === value ? 'navy' : 'subtle'} aria-pressed={status === value} onClick={() => setStatus(value)}>
              {t.filters[value]}
            </Button>
          ))}
        </div>
      </div>

      {list.isPending ? (
        <Pending className="mt-6" />
      ) : list.isError ? (
        <LoadError className="mt-6" message={t.toasts.loadError} onRetry={() => void list.refetch()} />
      ) : subscribers.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div role="region" aria-label={t.tableLabel} tabIndex={0} className="mt-6 overflow-x-auto rounded-xl border border-navy-100 bg-white shadow-sm">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="px-4 py-2.5 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-100">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-4 py-2.5 font-medium text-navy-900">{subscriber.email}</td>
                  <td className="px-4 py-2.5">{subscriber.name ?? t.noName}</td>
                  <td className="px-4 py-2.5">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${subscriber.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-navy-100 text-navy-800'}`}>
                      {subscriber.status === 'active' ? t.active : t.unsubscribed}
                    </span>
                  </td>
                  <td className="px-4 py-2.5">{subscriberSourceLabel(subscriber.source)}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap">
                    <time dateTime={subscriber.subscribedAt}>{day.format(new Date(subscriber.subscribedAt))}</time>
                  </td>
                  <td className="px-4 py-2.5">
                    <div className="flex gap-2">
                      {subscriber.status === 'active' ? (
                        <Button variant="subtle" size="sm" onClick={() => toggle(subscriber)} disabled={setSubscriberStatus.isPending} aria-label={t.unsubscribeLabel(subscriber.email)}>
                          <UserX aria-hidden="true" className="size-4" />
                          {t.unsubscribe}
                        </Button>
                      ) : (
                        <Button variant="subtle" size="sm" onClick={() => toggle(subscriber)} disabled={setSubscriberStatus.isPending} aria-label={t.reactivateLabel(subscriber.email)}>
                          <UserCheck aria-hidden="true" className="size-4" />
                          {t.reactivate}
                        </Button>
                      )}
                      <Button variant="subtle" size="sm" onClick={() => setDeleting(subscriber)} aria-label={t.deleteLabel(subscriber.email)}>
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />

      {deleting && (
        <DeleteDialog
          title={t.deleteTitle}
          question={t.deleteQuestion}
          confirmLabel={t.delete}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          toasts={{ deleted: t.toasts.deleted, failed: t.toasts.deleteError }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
