import { useMutation } from '@tanstack/react-query';
import { Send } from '../../../../components/icons';
import { CRM_TEST_MESSAGES } from '../../../../../../shared/leads/crm-sync-api';
import { Button } from '../../../../components/ui/button';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import type { IntegrationView } from '../../../../../../shared/settings/integrations';
import type { CardExtension } from './types';

const t = {
  test: 'Tester sync',
  testing: 'Test en cours…',
};

/** 'Tester sync' (shown once the card is configured): the newest new lead sent with the saved key; §8 toasts. */
function TestSync({ card }: { card: IntegrationView }) {
  const test = useMutation({
    mutationFn: () => api.post('/admin/lead-crm/test'),
    retry: false,
    onSuccess: (answer) => {
      if (answer.result === 'success') notify.success(answer.message);
      else if (answer.result === 'no-lead') notify.info(answer.message);
      else notify.error(answer.message);
    },
    onError: (error) => notify.error(CRM_TEST_MESSAGES.failed(error instanceof Error ? error.message : String(error))),
  });
  if (!card.configured) return null;
  return (
    <Button variant="subtle" size="md" onClick={() => test.mutate()} disabled={test.isPending}>
      <Send aria-hidden="true" className="size-4" />
      {test.isPending ? t.testing : t.test}
    </Button>
  );
}

/**
 * The lead CRM (RealHub leads): 'Sauvegarder' goes through integrations-api, which saves the key and
 * agent id then sends the leads still pending; 'Tester sync' once configured.
 */
export const realhubLeadsCard: CardExtension = {
  save: async (values) => {
    // The leads queued for sending show up on the leads screen as they sync; the card shows the generic success toast.
    const { leadsQueued: _queued, ...card } = await api.put('/admin/lead-crm/key', { body: { values } });
    return card;
  },
  Actions: TestSync,
};
