import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Amplify is loaded on demand (lib/auth/amplify.ts is its only importer). */
const auth = () => import('../../../lib/auth/amplify');

/** The signed-in account's own MFA state, read from Cognito (GetUser), not from the site's API. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    // Under 'admin': removed with the rest of the back office's data at sign-out.
    queryKey: ['admin', 'account', 'two-factor'] as const,
    queryFn: async () => ({ enabled: await (await auth()).isTotpEnabled() }),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions());

/** AssociateSoftwareToken: a new secret for the authenticator app; nothing changes at sign-in until it is verified. */
export const useStartTotpEnrolment = () =>
  useMutation({ mutationFn: async () => (await auth()).startTotpEnrolment(), retry: false });

/** VerifySoftwareToken with the app's first code, then TOTP preferred: every sign-in now asks for a code. */
export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await auth()).confirmTotpEnrolment(code),
    retry: false,
    onSuccess: () => queryClient.setQueryData(twoFactorQueryOptions().queryKey, { enabled: true }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await auth()).disableTotp(),
    retry: false,
    onSuccess: () => queryClient.setQueryData(twoFactorQueryOptions().queryKey, { enabled: false }),
  });
}
