import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastHost } from '../components/toast-host';
import { markHydrated } from '../lib/next-task';
import { SessionProvider } from '../lib/session';

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Spec §9 query defaults; tests build their own client from this to behave like the app. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES_MS,
        gcTime: TEN_MINUTES_MS,
        // "Fewer than 2 retries": one retry at most, i.e. two attempts in total.
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: 1,
      },
    },
  });
}

/** The app's single client, shared with route loaders that prefetch. */
export const queryClient = createQueryClient();

/** Back-office data never outlives the session: every admin query key starts with 'admin'. */
const forgetAdminData = () => queryClient.removeQueries({ queryKey: ['admin'] });

/** `client`: the prerenderer brings one client per page; the browser uses the app's single client. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // A prerendered page is hydrated from here on.
  useEffect(markHydrated, []);

  return (
    <QueryClientProvider client={client}>
      <SessionProvider onSignedOut={forgetAdminData}>{children}</SessionProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
