import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { api, isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import type { CardExtension } from './types';

/** French text of the scheduling card's test (admin-and-platform.md §2, §5, §8 Settings). */
const t = {
  test: 'Tester',
  testing: 'Test en cours...',
  success: 'Connexion à Calendly réussie',
  account: (name: string) => `Compte : ${name}`,
  failed: 'Token Calendly invalide ou connexion impossible',
} as const;

/** The cause the server gives under its message (e.g. 'Token invalide ou expiré'). */
const reasonOf = (details: unknown) =>
  typeof details === 'object' && details !== null && typeof (details as { reason?: unknown }).reason === 'string' ? (details as { reason: string }).reason : undefined;

/** 'Tester': users/me with the typed token, else the saved one; the account name in a toast, or the §8 message. */
function TestButton({ values }: { values: Record<string, string> }) {
  const test = useMutation({
    mutationFn: (accessToken: string) => api.post('/admin/integrations/calendly/test', { body: accessToken ? { accessToken } : {} }),
    onSuccess: (answer) => notify.success(t.success, { description: t.account(answer.accountName) }),
    onError: (error) => {
      if (isApiError(error, 400) && error.message !== t.failed) notify.error(error.message);
      else notify.error(t.failed, { description: isApiError(error) ? reasonOf(error.details) : undefined });
    },
  });
  return (
    <Button type="button" size="md" variant="navy-outline" disabled={test.isPending} onClick={() => test.mutate((values.accessToken ?? '').trim())}>
      {test.isPending ? t.testing : t.test}
    </Button>
  );
}

/** The scheduling service (Calendly): 'Tester'. */
export const calendlyCard: CardExtension = {
  Actions: ({ values }) => <TestButton values={values} />,
};
