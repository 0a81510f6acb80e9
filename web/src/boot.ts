/**
 * The page's first script, built as its own entry (vite.config.ts), run as soon as it arrives (`async`),
 * while the page is still parsed. A prerendered page is complete without JavaScript (its content and
 * links work), so the app's code is fetched only once the page's first photo is on screen, and run only
 * once the page is parsed: it never competes with the HTML, that photo or their paint. Its tag names the
 * app's entry and the modules to preload with it, the page's own code included (web/src/ssr/shell.ts), so
 * that none waits for the entry to ask for it: <script type="module" src="boot.js" data-entry="…" data-preload="… …">.
 */
import { QUERY_ATTRIBUTE } from '../../shared/site/page-attributes';

/** The next turn of the event loop (a message, unlike a timer, is never throttled or faked in tests). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the photo the page shows first (preloaded in <head> with a high priority) has arrived whole
 * and is on screen (the browser reports it as a largest paint: it may report a photo partly arrived), or once
 * the page has loaded, whichever comes first: the app's files never compete with that photo for the
 * connection (issue 12: LCP ≤ 1.2 s on a mobile connection), and the page's other images (below the fold,
 * lazy) do not hold them back (issue 29).
 */
async function afterLargestImage(): Promise<void> {
  const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })));
  const hero = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!hero || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return loaded;
  // The browser picks one of the srcset's files: whichever arrives whole (its resource timing) and is painted.
  const candidates = new Set([hero.href, ...hero.imageSrcset.split(',').map((candidate) => new URL(candidate.trim().split(/\s+/)[0] ?? '', document.baseURI).href)]);
  const observed = (type: 'resource' | 'largest-contentful-paint', name: (entry: PerformanceEntry) => string) =>
    new Promise<void>((resolve) => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => candidates.has(name(entry)))) return;
        observer.disconnect();
        resolve();
      }).observe({ type, buffered: true });
    });
  const painted = Promise.all([observed('resource', (entry) => entry.name), observed('largest-contentful-paint', (entry) => (entry as PerformanceEntry & { url: string }).url)]);
  await Promise.race([painted, loaded]);
}

/** Resolves once what was painted is on screen: the frame after it begins (a hidden tab paints none: no wait). */
async function afterPaint(): Promise<void> {
  if (document.visibilityState === 'visible') for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!tag?.dataset.entry) throw new Error('boot: the script tag names no entry');
await afterLargestImage();
await afterPaint();
// A page prerendered for islands runs its islands only (web/src/islands/main.tsx), not the app, unless the
// visit has a query string the page renders from (the head script marks it): the app renders that.
const islands = Boolean(tag.dataset.islands) && !document.documentElement.hasAttribute(QUERY_ATTRIBUTE);
const modules = (islands ? tag.dataset.islandsPreload : tag.dataset.preload)?.split(' ').filter(Boolean) ?? [];
const entry = islands ? tag.dataset.islands! : tag.dataset.entry;
for (const href of [...modules, entry]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
// The files download while the page is parsed (no main-thread work); they run once it is.
if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
await nextTask();
// The entry's modules are evaluated one file at a time, each in its own task (the libraries, then the
// app's shared code, then the entry): evaluated as one module graph, in one task, they blocked a
// phone's main thread for about 100 ms (Lighthouse's TBT). Modules run once, so the entry's own import
// then only evaluates the entry.
for (const href of modules) {
  await import(/* @vite-ignore */ href);
  await nextTask();
}
await import(/* @vite-ignore */ entry);
