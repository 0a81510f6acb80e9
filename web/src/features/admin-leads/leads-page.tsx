import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../components/admin/page-header';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS, useDebounced } from '../../lib/use-debounced';
import { useSearchParams } from 'react-router';
import type { AdminLead, LeadTypeFilter } from '../../../../shared/leads/api';
import { DeleteDialog } from '../../components/admin/confirm-dialog';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';
import { LoadMore } from '../../components/admin/load-more';
import { StatCards } from '../../components/admin/stat-cards';
import { ViewToggle, type GridOrList } from '../../components/view-toggle';
import { notify } from '../../lib/toast';
import { useDeleteLead } from './api/lead-mutations';
import { leadQueryOptions, leadStatsQueryOptions, leadsQueryOptions } from './api/lead-queries';
import { LeadDialog } from './components/lead-dialog';
import { LeadItem } from './components/lead-item';
import { frLeads } from './i18n/fr';

const t = frLeads;
/** Tous, Acheteurs, Vendeurs (the schema's values, from the catalogue: the screen loads no zod, hence no eval under the CSP). */
const TYPE_FILTERS = Object.keys(t.types) as LeadTypeFilter[];

/** 'Gestion des leads' (spec §2 "Leads"): counters, server search and type filter, cards or list, follow-up, erasure. */
export function LeadsPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<LeadTypeFilter>('all');
  const [view, setView] = useState<GridOrList>('grid');
  const [editing, setEditing] = useState<Pick<AdminLead, 'id' | 'name'> | null>(null);
  const [deleting, setDeleting] = useState<AdminLead | null>(null);
  // Typing does not send one request per key: the search is sent once typing pauses.
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery(leadsQueryOptions(q, type));
  const stats = useQuery(leadStatsQueryOptions);
  const remove = useDeleteLead();
  // A notification's link, `?lead=<id>`: that lead's dialog opens, loaded by id (it may not be on the first page).
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('lead');
  const linked = useQuery({ ...leadQueryOptions(linkedId ?? ''), enabled: Boolean(linkedId) });
  useEffect(() => {
    if (linkedId && linked.data) setEditing({ id: linkedId, name: linked.data.name });
  }, [linkedId, linked.data]);
  useEffect(() => {
    if (linkedId && linked.isError) notify.error(t.linkedNotFound);
  }, [linkedId, linked.isError]);
  const closeEditing = () => {
    setEditing(null);
    if (linkedId) setParams((p) => (p.delete('lead'), p), { replace: true });
  };

  // Spec §8: a load failure is logged (and the screen says so, with 'Réessayer').
  useEffect(() => {
    if (list.error) console.error('Failed to load the leads', list.error);
  }, [list.error]);
  useEffect(() => {
    if (stats.error) console.error('Failed to load the lead counters', stats.error);
  }, [stats.error]);

  const leads = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counters = [
    { label: t.stats.total, value: stats.data?.total },
    { label: t.stats.today, value: stats.data?.today },
    { label: t.stats.buyers, value: stats.data?.buyers },
    { label: t.stats.sellers, value: stats.data?.sellers },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro} />

      <StatCards items={counters} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label={t.search} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} className="sm:w-80" />
          <div role="group" aria-label={t.typeFilter} className="inline-flex rounded-lg bg-navy-50 p-1 ring-1 ring-navy-100">
            {TYPE_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={type === value}
                onClick={() => setType(value)}
                className={`h-9 rounded-md px-3 text-sm font-semibold transition-colors ${type === value ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-white'}`}
              >
                {t.types[value]}
              </button>
            ))}
          </div>
        </div>
        <ViewToggle label={t.viewLabel} labels={{ grid: t.cards, list: t.list }} view={view} onChange={setView} />
      </div>

      {list.isPending ? (
        <Pending className="mt-6" />
      ) : list.isError ? (
        <LoadError className="mt-6" message={t.loadError} onRetry={() => void list.refetch()} />
      ) : leads.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.title} className={view === 'grid' ? 'mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3' : 'mt-6 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white shadow-sm'}>
          {leads.map((lead) => (
            <LeadItem key={lead.id} lead={lead} view={view} onEdit={() => setEditing(lead)} onDelete={() => setDeleting(lead)} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />

      {editing && <LeadDialog leadId={editing.id} name={editing.name} onClose={closeEditing} />}
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
