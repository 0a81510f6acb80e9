import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, queryClient } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { readAppData, type AppData } from './ssr/app-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

/** Lets the browser run other work before going on (a message, unlike a timer, is never throttled or faked). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const embedded = readAppData(document);
// The HTML shows the page as rendered, e.g. /listings unfiltered: another URL (a query string) is rendered here instead.
const prerendered = embedded && embedded.path === window.location.pathname && !window.location.search ? embedded : undefined;
// Its data is still right for what it holds (settings, the unfiltered list): the cache starts from it either way.
if (embedded && !prerendered) hydrate(queryClient, embedded.queries);

/**
 * A prerendered page: the HTML is already on screen. The cache starts from the data it shows and the
 * router from its loader state, and the page's code is loaded before hydrating, so the first client
 * render produces exactly the server's HTML (no second render, no flash). Each step runs in its own
 * task (evaluating the modules, the page's code, the router and the time-sliced render): on a phone,
 * one task for them all would block the main thread for over 100 ms.
 */
async function hydratePrerendered(page: AppData, root: HTMLElement) {
  hydrate(queryClient, page.queries);
  await yieldToBrowser();
  await loadMatchedRoutes(window.location);
  await yieldToBrowser();
  const router = createAppRouter(page.router);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

if (prerendered) {
  void hydratePrerendered(prerendered, container);
} else {
  // Evaluating the modules is one long task; creating the router (matching the URL, starting the page's
  // data and code) runs in the next one, so the two do not block the main thread as a single task.
  void yieldToBrowser().then(() => {
    const router = createAppRouter();
    // A transition makes the first render interruptible: React yields to the browser every few
    // milliseconds instead of blocking the main thread for the whole page (the static header of
    // index.html stays on screen meanwhile).
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}
