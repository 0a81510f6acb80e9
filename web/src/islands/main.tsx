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
import { IdScope } from './island';
import { ISLAND_ATTRIBUTE, islandGroupOf, islandInView } from './in-view';
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

  // What the visitor sees runs first: its code is what the boot script fetched (boot.ts). The code of the
  // others is fetched once that has arrived, while the first ones run; they run in the next tasks, or at once when touched.
  const elements = Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  const first = new Set(await Promise.all(elements.filter(islandInView).map(load)));
  const later = new Set(elements.filter((element) => !islandInView(element)).map(loadLater));
  const touched = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
    const island = [...later].find((candidate) => candidate.element === element);
    if (!island) return;
    later.delete(island);
    if (island.Island) return hydrateIsland(island);
    // Its code is still on its way: the island runs when it arrives, then gets again what the visitor did
    // meanwhile (a submit is held by the head script, form-guard.tsx).
    const replays: (() => void)[] = [];
    missed.set(island.element, replays);
    void island.loaded.then((loaded) => {
      missed.delete(island.element);
      hydrateIsland(loaded);
      replays.forEach((replay) => replay());
    });
  };
  /** What was done to an island touched before its code arrived: a change of a field, a press of a button (not a submit). */
  const missed = new Map<HTMLElement, (() => void)[]>();
  const remember = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
    const replays = element && missed.get(element);
    const target = event.target;
    if (!replays || !(target instanceof HTMLElement)) return;
    if (event.type === 'click') {
      const button = target.closest<HTMLButtonElement>('button[type="button"]');
      if (button) replays.push(() => button.isConnected && button.click());
    } else replays.push(() => target.isConnected && target.dispatchEvent(new Event(event.type, { bubbles: true })));
  };
  // Capturing on the document runs before the target's own listeners, which hydration attaches: the event
  // that touched the island then reaches them.
  const TOUCHES = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;
  TOUCHES.forEach((type) => document.addEventListener(type, touched, { capture: true }));
  const REPLAYED = ['input', 'change', 'click'] as const;
  REPLAYED.forEach((type) => document.addEventListener(type, remember, { capture: true }));

  await hydrateInSlices(first);
  // Interactive once the islands' effects have run too: their listeners (exit intent, shortcuts) are attached.
  await effectsOfRendered();
  markHydrated();
  // The browser's turn first: what the visitor pressed meanwhile, a frame.
  await nextTask();
  await Promise.all([...later].map((island) => island.loaded));
  // Not in the task that evaluated the last of their modules: that and a slice of hydration would be one long task.
  await nextTask();
  await hydrateInSlices(later);
  TOUCHES.forEach((type) => document.removeEventListener(type, touched, { capture: true }));
  REPLAYED.forEach((type) => document.removeEventListener(type, remember, { capture: true }));
}

/** An island of the page: `Island` once its code has arrived. */
type PageIsland = { element: HTMLElement; Island?: ComponentType<object> };
type LoadedIsland = Required<PageIsland>;
type LaterIsland = PageIsland & { loaded: Promise<LoadedIsland> };

async function load(element: HTMLElement): Promise<LoadedIsland> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const Island = ((await islandGroups[islandGroupOf(element) as IslandGroup]()) as Record<string, ComponentType<object>>)[name.split(':')[1]!];
  if (!Island) throw new Error(`islands: no island named ${name} (islands/registry.ts)`);
  return { element, Island };
}

function loadLater(element: HTMLElement): LaterIsland {
  const island: LaterIsland = { element, loaded: load(element) };
  void island.loaded.then(({ Island }) => (island.Island = Island));
  return island;
}

function hydrateIsland({ element, Island }: PageIsland) {
  if (!Island) throw new Error('islands: an island ran before its code arrived');
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
async function hydrateInSlices(queue: Set<PageIsland>) {
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
