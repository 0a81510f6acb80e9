import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { fr } from '../i18n/fr';
import { SessionProvider } from '../lib/session';
import { onFirstToastRequested, onToasterMounted } from '../lib/toast';

// Off the first load: the toast library arrives in its own chunk with the first toast (lib/toast.ts).
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Mounted after the Toaster (same boundary, later sibling): from then on toasts are displayed. */
function ToasterReady() {
  useEffect(onToasterMounted, []);
  return null;
}

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
  const [toastsWanted, setToastsWanted] = useState(false);
  // The page is interactive from here on (a prerendered page: hydrated); tests wait for it before clicking.
  // The mark times it for `npm run bench` (the dead window: first paint → hydrated).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
  }, []);
  useEffect(() => onFirstToastRequested(() => setToastsWanted(true)), []);

  return (
    <QueryClientProvider client={client}>
      <SessionProvider onSignedOut={forgetAdminData}>{children}</SessionProvider>
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toaster
            duration={4000}
            visibleToasts={20}
            position="bottom-right"
            richColors
            closeButton
            containerAriaLabel={fr.toasts.regionLabel}
            toastOptions={{ closeButtonAriaLabel: fr.toasts.close }}
          />
          <ToasterReady />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
