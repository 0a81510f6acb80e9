import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../../components/admin/load-more';
import { adminPagesQuery } from '../../../components/admin/paging';
import { frSettings } from '../i18n/fr';
import { LoadError, Pending } from '../../../components/admin/list-states';

const t = frSettings.journal;
const PAGE_SIZE = 25;
const listQuery = adminPagesQuery(['audit'], '/admin/audit', PAGE_SIZE);
const dateTime = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeStyle: 'medium' });

/** 'Journal': every admin write, newest first, a page at a time (who, when, what; secret values are masked by the server). */
export function JournalTab() {
  const list = useInfiniteQuery({ ...listQuery, staleTime: 0 });
  if (list.isPending) return <Pending />;
  if (list.isError) return <LoadError message={t.loadError} onRetry={() => void list.refetch()} />;
  const entries = list.data.pages.flatMap((page) => page.items);
  return (
    <div>
      <p className="text-slate-600">{t.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        // Focusable so a keyboard can scroll the table sideways on a phone.
        <div role="region" aria-label={t.tableLabel} tabIndex={0} className="mt-4 overflow-x-auto rounded-xl border border-navy-100 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
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
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-2.5 whitespace-nowrap">
                    <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                  </td>
                  <td className="px-4 py-2.5">{entry.actorEmail ?? entry.actorId}</td>
                  <td className="px-4 py-2.5">{t.actions[entry.action] ?? entry.action}</td>
                  <td className="px-4 py-2.5">{t.entities[entry.entity] ?? entry.entity}</td>
                  <td className="max-w-[12rem] truncate px-4 py-2.5 font-mono text-xs" title={entry.entityId}>
                    {entry.entityId}
                  </td>
                  <td className="px-4 py-2.5">{entry.fields.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
    </div>
  );
}
