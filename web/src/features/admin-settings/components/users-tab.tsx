import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountChanges, Profile } from '../../../../../shared/users/schema';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { LoadMore } from '../../../components/admin/load-more';
import { adminPagesQuery } from '../../../components/admin/paging';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { frSettings } from '../i18n/fr';
import { LoadError, Pending } from '../../../components/admin/list-states';

const t = frSettings.users;
const listQuery = adminPagesQuery(['users'], '/admin/users');

type Action = 'grant' | 'revoke' | 'deactivate' | 'reactivate';
const CHANGES: Record<Action, AccountChanges> = {
  grant: { role: 'admin' },
  revoke: { role: 'user' },
  deactivate: { isActive: false },
  reactivate: { isActive: true },
};

const nameOf = (profile: Profile) => [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.email || t.noName;

/** 'Utilisateurs' ("not shown" in the spec): rights and activation; the server keeps at least one active admin. */
export function UsersTab() {
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.user.userId : null;
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(listQuery);
  const [pending, setPending] = useState<{ profile: Profile; action: Action } | null>(null);
  const change = useMutation({
    mutationFn: ({ profile, action }: { profile: Profile; action: Action }) => api.patch('/admin/users/{id}', { params: { id: profile.userId }, body: CHANGES[action] }),
    onSuccess: () => {
      notify.success(t.done);
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
    },
    onError: (error) => {
      // The server's reason, e.g. that no active admin would be left.
      notify.error(t.error, { description: error.message });
      setPending(null);
    },
  });

  if (list.isPending) return <Pending />;
  if (list.isError) return <LoadError message={t.loadError} onRetry={() => void list.refetch()} />;
  const profiles = list.data.pages.flatMap((page) => page.items);

  return (
    <div>
      <p className="text-slate-600">{t.intro}</p>
      {profiles.length === 0 ? (
        <p className="mt-4">{t.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white shadow-sm">
          {profiles.map((profile) => {
            const isAdmin = profile.role === 'admin';
            const actions: Action[] = [isAdmin ? 'revoke' : 'grant', profile.isActive ? 'deactivate' : 'reactivate'];
            return (
              <li key={profile.userId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900">
                    {nameOf(profile)} {profile.userId === myId && <span className="font-normal text-slate-600">{t.you}</span>}
                  </p>
                  <p className="truncate text-sm text-slate-600">{profile.email}</p>
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    <span className={`rounded-full px-2 py-0.5 ${isAdmin ? 'bg-gold-100 text-navy-900' : 'bg-navy-100 text-navy-800'}`}>{t.roles[profile.role]}</span>
                    <span className={`rounded-full px-2 py-0.5 ${profile.isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}>
                      {profile.isActive ? t.active : t.inactive}
                    </span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {actions.map((action) => (
                    <Button key={action} variant="subtle" size="sm" onClick={() => setPending({ profile, action })} aria-label={`${t[action]} : ${nameOf(profile)}`}>
                      {t[action]}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      {pending && (
        <ConfirmDialog
          title={t.confirmTitle}
          question={t.confirm[pending.action](nameOf(pending.profile))}
          confirmLabel={t[pending.action]}
          destructive={pending.action === 'deactivate' || pending.action === 'revoke'}
          busy={change.isPending}
          onConfirm={() => change.mutate(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
