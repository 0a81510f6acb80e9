import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveChange } from '../../../../shared/live/channel';
import { frAdmin } from '../../i18n/fr-admin';
import { currentAccessToken } from '../../lib/api-client';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { startLiveClient, type LiveStatus } from './live-client';

/** The queries a change can make stale: the area's admin lists, the dashboard, and the public caches of the same data. */
const STALE_KEYS: Record<LiveChange['kind'], readonly (readonly string[])[]> = {
  property: [['admin', 'properties'], ['admin', 'dashboard'], ['properties']],
  agent: [['admin', 'agents'], ['admin', 'dashboard'], ['agents']],
  lead: [['admin', 'leads'], ['admin', 'dashboard'], ['admin', 'appointments']],
};

export function liveToastText({ kind, change, label = '', visible }: LiveChange): string {
  const t = frAdmin.live;
  if (kind === 'property') return change === 'updated' && !visible ? t.property.hidden(label) : t.property[change](label);
  if (kind === 'agent') return t.agent[change](label);
  return change === 'created' ? t.lead.created(label) : t.lead[change];
}

function applyChange(queryClient: QueryClient, change: LiveChange) {
  for (const queryKey of STALE_KEYS[change.kind]) void queryClient.invalidateQueries({ queryKey });
  notify.info(liveToastText(change));
}

/**
 * The account lost admin access while this tab was open: its tokens are worthless for the back office,
 * so the tab signs out (the route guard then shows the sign-in page) and says why.
 */
async function leaveBackOffice(queryClient: QueryClient, refreshSession: () => Promise<unknown>) {
  notify.error(frAdmin.live.accessRevoked, { description: frAdmin.live.accessRevokedText });
  const auth = await import('../../lib/auth/amplify');
  await auth.signOut().catch(() => undefined);
  // Back-office data never outlives the session (as on sign-out: every admin query key starts with 'admin').
  queryClient.removeQueries({ queryKey: ['admin'] });
  await refreshSession();
}

/**
 * Every open back-office tab follows property, broker and lead changes (spec §4 "Real-time updates"):
 * a toast, and the lists refetch (a property that became inactive leaves the active list that way). A tab
 * that was offline refetches everything on reconnection, since it missed what happened meanwhile.
 */
export function useLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient();
  const { data: config } = useRuntimeConfig();
  const { refresh: refreshSession } = useSession();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!config) return;
    const client = startLiveClient({
      config: config.liveEvents,
      getToken: currentAccessToken,
      onChange: (change) => applyChange(queryClient, change),
      // Everything may have changed meanwhile: what is on screen refetches, the rest on next use.
      onReconnect: () => void queryClient.invalidateQueries(),
      onStatus: setStatus,
      onRevoked: () => void leaveBackOffice(queryClient, refreshSession),
    });
    return () => client.stop();
  }, [config, queryClient, refreshSession]);
  return status;
}
