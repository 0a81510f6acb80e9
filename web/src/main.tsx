import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, queryClient } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { keepTypedThroughHydration } from './lib/form-guard';
import { nextTask, runEffectsAfterRender } from './lib/next-task';
import { readAppData } from './ssr/app-data';
import { rendersFromQuery } from '../../shared/site/head-script';
import './styles.css';

runEffectsAfterRender();

function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Starts the app in steps, each in its own task: evaluating the modules (this file's body does nothing
 * else), reading the page's data, loading the page's code, creating the router, then the render. On a
 * phone, one task for them all blocked the main thread for over 100 ms (issue 12: TBT).
 */
async function start() {
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const embedded = readAppData(document);
  // The HTML shows the page as rendered, e.g. /listings unfiltered: a query string the page renders from is
  // rendered here instead; one it does not (a campaign link's utm_…) hydrates, keeping what was typed.
  const prerendered = embedded && embedded.path === window.location.pathname && !rendersFromQuery(window.location.search) ? embedded : undefined;
  // Its data is still right for what it holds (settings, the unfiltered list): the cache starts from it either way.
  if (embedded) hydrate(queryClient, embedded.queries);
  await nextTask();

  if (prerendered) {
    // A prerendered page: the HTML is already on screen. The cache starts from the data it shows and the
    // router from its loader state, and the page's code is loaded before hydrating, so the first client
    // render produces exactly the server's HTML (no second render, no flash).
    await loadMatchedRoutes(window.location);
    await nextTask();
    const router = createAppRouter(prerendered.router);
    const putBackTyped = keepTypedThroughHydration(container);
    hydrateRoot(container, <App router={router} />);
    putBackTyped();
  } else {
    const router = createAppRouter();
    createRoot(container).render(<App router={router} />);
  }
}

void start();
