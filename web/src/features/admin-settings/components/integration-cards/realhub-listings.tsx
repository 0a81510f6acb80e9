import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from '../../../../components/icons';
import { Button } from '../../../../components/ui/button';
import { api, isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import type { SyncSummary } from '../../../../../../shared/properties/api';
import type { IntegrationView } from '../../../../../../shared/settings/integrations';
import type { CardExtension } from './types';

/** The card's own words (spec §2, §8), kept with it rather than in the shared catalogue. */
export const frListings = {
  saveLabel: 'Sauvegarder et tester',
  sync: 'Synchroniser',
  syncing: 'Synchronisation…',
  synced: 'Synchronisation réussie',
  partial: 'Synchronisation partielle : la synchronisation planifiée importera le reste',
  remaining: (n: number) => `${n} ${n > 1 ? 'annonces restantes' : 'annonce restante'}`,
  withheld: (n: number) => `${n} ${n > 1 ? 'annonces absentes du flux conservées' : 'annonce absente du flux conservée'} (flux incomplet)`,
  counts: (s: SyncSummary) =>
    [
      `${s.inserted} ${s.inserted > 1 ? 'ajoutées' : 'ajoutée'}`,
      `${s.updated} ${s.updated > 1 ? 'mises à jour' : 'mise à jour'}`,
      ...(s.deactivated ? [`${s.deactivated} ${s.deactivated > 1 ? 'désactivées' : 'désactivée'}`] : []),
      ...(s.skipped ? [`${s.skipped} ${s.skipped > 1 ? 'ignorées' : 'ignorée'}`] : []),
      ...(s.remaining ? [frListings.remaining(s.remaining)] : []),
      ...(s.withheld ? [frListings.withheld(s.withheld)] : []),
    ].join(', '),
  syncError: 'Impossible de synchroniser les propriétés',
};

/** 'Synchroniser', once the card is configured: runs the import now and tells what it did. */
function SyncAction({ card }: { card: IntegrationView }) {
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => api.post('/admin/integrations/realhubListings/sync'),
    onSuccess: ({ summary }) => {
      if (summary.complete === false) notify.info(frListings.partial, { description: frListings.counts(summary) });
      else notify.success(frListings.synced, { description: frListings.counts(summary) });
      // The admin lists of properties show the imported ones at their next visit.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] });
    },
    onError: (failure) => {
      const reason = isApiError(failure, 400, 502) ? failure.message.replace(`${frListings.syncError} : `, '') : undefined;
      notify.error(frListings.syncError, { description: reason });
    },
  });
  if (!card.configured) return null;
  return (
    <Button variant="subtle" size="md" disabled={sync.isPending} aria-busy={sync.isPending} onClick={() => sync.mutate()}>
      <RefreshCw aria-hidden="true" className={`size-4 ${sync.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {sync.isPending ? frListings.syncing : frListings.sync}
    </Button>
  );
}

/** The property-listing CRM (RealHub listings): 'Sauvegarder et tester' checks the key against the feed before saving; 'Synchroniser'. */
export const realhubListingsCard: CardExtension = {
  saveLabel: frListings.saveLabel,
  save: (values) => api.put('/admin/integrations/realhubListings/test-and-save', { body: { values } }),
  Actions: SyncAction,
};
