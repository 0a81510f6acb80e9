/**
 * The islands runtime: the entry a page prerendered for islands loads instead of the app (boot.ts). The
 * page is already complete HTML; this runs only its interactive parts, each from its wrapper
 * (islands/island.tsx), in tasks of at most about 30 ms: those in view first, in document order, then the
 * page is interactive (the hydrated mark), then the others, and any of them at once when touched. Links
 * are plain links (islands/router.tsx): the next page is the next prerendered document.
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

  const islands = await Promise.all(Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)).map(load));
  // What the visitor sees is interactive first; the rest follows in the next tasks, or at once when touched.
  const later = new Set(islands.filter(({ element }) => !inView(element)));
  const touched = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
    const island = [...later].find((candidate) => candidate.element === element);
    if (!island) return;
    later.delete(island);
    hydrateIsland(island);
  };
  // Capturing on the document runs before the target's own listeners, which hydration attaches: the event
  // that touched the island then reaches them.
  const TOUCHES = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;
  TOUCHES.forEach((type) => document.addEventListener(type, touched, { capture: true }));

  await hydrateInSlices(new Set(islands.filter((island) => !later.has(island))));
  // Interactive once the islands' effects have run too: their listeners (exit intent, shortcuts) are attached.
  await effectsOfRendered();
  markHydrated();
  // The browser's turn first: what the visitor pressed meanwhile, a frame.
  await nextTask();
  await hydrateInSlices(later);
  TOUCHES.forEach((type) => document.removeEventListener(type, touched, { capture: true }));
}

type LoadedIsland = { element: HTMLElement; Island: ComponentType<object> };

async function load(element: HTMLElement): Promise<LoadedIsland> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const [group, exportName] = name.split(':') as [IslandGroup, string];
  const Island = ((await islandGroups[group]()) as Record<string, ComponentType<object>>)[exportName];
  if (!Island) throw new Error(`islands: no island named ${name} (islands/registry.ts)`);
  return { element, Island };
}

/**
 * Whether an island shows in the viewport (its wrapper has no box of its own: its children's). One that
 * shows nothing (the exit intent, a closed dialog's) counts as in view: it is cheap, and may be waited for.
 */
function inView(element: HTMLElement): boolean {
  const boxes = Array.from(element.children, (child) => child.getBoundingClientRect()).filter((box) => box.width > 0 || box.height > 0);
  return boxes.length === 0 || boxes.some((box) => box.bottom > 0 && box.top < window.innerHeight);
}

function hydrateIsland({ element, Island }: LoadedIsland) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const putBackTyped = keepTypedThroughHydration(element);
  hydrate(
    <IdScope id={element.dataset.islandId ?? element.getAttribute(ISLAND_ATTRIBUTE)!}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Island {...props} />
        </SessionProvider>
      </QueryClientProvider>
    </IdScope>,
    element,
  );
  putBackTyped();
}

/** Hydrates in document order, in tasks of about SLICE_MS; an island hydrated meanwhile (touched) has left the set. */
async function hydrateInSlices(queue: Set<LoadedIsland>) {
  let sliceStart = performance.now();
  for (const island of queue) {
    queue.delete(island);
    hydrateIsland(island);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}

void start();
