import { useInfiniteQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../components/admin/page-header';
import { Mail, Pencil, Phone, Plus, Trash2, UserRound } from '../../components/icons';
import { useState } from 'react';
import type { Agent, AgentInput } from '../../../../shared/agents/schema';
import { DeleteDialog } from '../../components/admin/confirm-dialog';
import { LoadMore } from '../../components/admin/load-more';
import { StatCards } from '../../components/admin/stat-cards';
import { ViewToggle, type GridOrList } from '../../components/view-toggle';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { useAddAgent, useDeleteAgent, useUpdateAgent } from './api/agent-mutations';
import { agentsQueryOptions } from './api/agent-queries';
import { AgentDialog } from './components/agent-dialog';
import { frAgents } from './i18n/fr';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';

const t = frAgents;

/** 'Gestion des courtiers' (spec §2 'Brokers'): search, cards or list, stat cards, add, edit (flags included), delete. */
export function AgentsPage() {
  const list = useInfiniteQuery(agentsQueryOptions);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<GridOrList>('grid');
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Agent | null>(null);
  const add = useAddAgent();
  const update = useUpdateAgent();
  const remove = useDeleteAgent();
  async function save(target: Agent | 'new', values: AgentInput) {
    try {
      await (target === 'new' ? add.mutateAsync(values) : update.mutateAsync({ agent: target, values }));
      notify.success(target === 'new' ? t.toasts.added : t.toasts.updated);
    } catch (error) {
      if (target === 'new') notify.error(`${t.toasts.addError}${errorMessage(error)}`);
      else notify.error(t.toasts.updateError, { description: errorMessage(error) });
      throw error;
    }
  }

  const agents = list.data?.pages.flatMap((page) => page.items) ?? [];
  const needle = search.trim().toLocaleLowerCase('fr-CA');
  const shown = agents.filter((a) => !needle || `${a.name} ${a.email} ${a.specialty ?? ''} ${a.title ?? ''}`.toLocaleLowerCase('fr-CA').includes(needle));
  const stats = [
    { label: t.stats.total, value: agents.length },
    { label: t.stats.active, value: agents.filter((a) => a.isActive).length },
    { label: t.stats.presidents, value: agents.filter((a) => a.isPresident).length },
    { label: t.stats.languages, value: new Set(agents.flatMap((a) => a.languages.map((l) => l.toLocaleLowerCase('fr-CA')))).size },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <Button size="md" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Button>
      </AdminPageHeader>

      <StatCards items={list.isPending ? stats.map((s) => ({ ...s, value: undefined })) : stats} />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <SearchBox label={t.search} placeholder={t.searchPlaceholder} value={search} onChange={setSearch} className="sm:w-80" />
        <ViewToggle label={t.viewLabel} labels={{ grid: t.cards, list: t.list }} view={view} onChange={setView} />
      </div>

      {list.isPending ? (
        <Pending className="mt-6" />
      ) : list.isError ? (
        <LoadError className="mt-6" message={t.loadError} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul className={view === 'grid' ? 'mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'mt-6 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white shadow-sm'}>
          {shown.map((agent) => (
            <li key={agent.id} className={view === 'grid' ? 'flex flex-col rounded-xl border border-navy-100 bg-white p-4 shadow-sm' : 'flex flex-wrap items-center gap-4 p-4'}>
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {agent.imageUrl ? (
                  <img src={agent.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-100 text-navy-700">
                    <UserRound className="size-6" />
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold text-navy-900">{agent.name}</p>
                  {agent.title && <p className="truncate text-sm text-slate-600">{agent.title}</p>}
                  <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                    <span className={`rounded-full px-2 py-0.5 ${agent.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-navy-100 text-navy-800'}`}>{agent.isActive ? t.active : t.inactive}</span>
                    {agent.isPresident && <span className="rounded-full bg-gold-100 px-2 py-0.5 text-navy-900">{t.president}</span>}
                  </p>
                </div>
              </div>
              <div className={`text-sm text-slate-700 ${view === 'grid' ? 'mt-3 space-y-1' : 'hidden min-w-0 md:block md:w-64'}`}>
                <p className="flex items-center gap-2 truncate">
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {agent.email}
                </p>
                {agent.phone && (
                  <p className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {agent.phone}
                  </p>
                )}
              </div>
              <div className={`flex gap-2 ${view === 'grid' ? 'mt-4' : ''}`}>
                <Button variant="subtle" size="sm" onClick={() => setEditing(agent)} aria-label={t.editLabel(agent.name)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t.edit}
                </Button>
                <Button variant="subtle" size="sm" onClick={() => setDeleting(agent)} aria-label={t.deleteLabel(agent.name)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />

      {editing && (
        <AgentDialog
          agent={editing === 'new' ? undefined : editing}
          onSave={(values) => save(editing, values)}
          onClose={() => setEditing(null)}
        />
      )}
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
