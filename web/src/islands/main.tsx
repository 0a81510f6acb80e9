/**
 * The islands runtime: the entry a page prerendered for islands loads instead of the app (boot.ts). The
 * page is already complete HTML; this runs only its interactive parts, each from its wrapper
 * (islands/island.tsx), in document order, in tasks of at most about 30 ms. Links are plain links
 * (islands/router.tsx): the next page is the next prerendered document.
 */
import { hydrate as hydrateQueries, QueryClientProvider } from '@tanstack/react-query';
import { hydrate, render } from 'preact';
import type { ComponentType } from 'react';
import { queryClient } from '../app/providers';
import { ToastHost } from '../components/toast-host';
import { keepTypedThroughHydration } from '../lib/form-guard';
import { placeholderIfBroken } from '../lib/image-fallback';
import { effectsOfRendered, markHydrated, nextTask, runEffectsAfterRender } from '../lib/next-task';
import { SessionProvider } from '../lib/session';
import { readAppData } from '../ssr/app-data';
import { IdScope, ISLAND_ATTRIBUTE } from './island';
import './groups/layout';
import { islandGroups, type IslandGroup } from './registry';

runEffectsAfterRender();

/** Islands run in one task until it has lasted this long, then the browser gets a turn (a phone's long task: 50 ms). */
const SLICE_MS = 30;

/**
 * The page's own images outside the islands (a cover, a card's photo) show the placeholder when they fail,
 * as their components do in the app: those that failed already, and those that fail later (lazy ones).
 */
function placeholdersForBrokenImages() {
  const outsideIslands = (target: EventTarget | null): target is HTMLImageElement => target instanceof HTMLImageElement && !target.closest(`[${ISLAND_ATTRIBUTE}]`);
  document.addEventListener('error', ({ target }) => outsideIslands(target) && placeholderIfBroken(target, true), true);
  document.querySelectorAll('img').forEach((image) => outsideIslands(image) && placeholderIfBroken(image));
}

async function start() {
  await nextTask();
  const embedded = readAppData(document);
  // boot.ts sends a visit with a query string the page renders from to the app; a page without its data cannot run islands either.
  if (!embedded || embedded.path !== window.location.pathname) {
    const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
    if (!entry) throw new Error('islands: the page names no app entry');
    await import(/* @vite-ignore */ entry);
    return;
  }
  hydrateQueries(queryClient, embedded.queries);
  placeholdersForBrokenImages();
  const toasts = document.body.appendChild(document.createElement('div'));
  render(<ToastHost />, toasts);

  let sliceStart = performance.now();
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
    const [group, exportName] = name.split(':') as [IslandGroup, string];
    const Island = ((await islandGroups[group]()) as Record<string, ComponentType<object>>)[exportName];
    if (!Island) throw new Error(`islands: no island named ${name} (islands/registry.ts)`);
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    const putBackTyped = keepTypedThroughHydration(element);
    hydrate(
      <IdScope id={element.dataset.islandId ?? name}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <Island {...props} />
          </SessionProvider>
        </QueryClientProvider>
      </IdScope>,
      element,
    );
    putBackTyped();
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  // Interactive once the islands' effects have run too: their listeners (exit intent, shortcuts) are attached.
  await effectsOfRendered();
  markHydrated();
}

void start();
