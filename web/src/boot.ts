/**
 * The page's first script, built as its own entry (vite.config.ts), run as soon as it arrives (`async`),
 * while the page is still parsed. A prerendered page is complete without JavaScript (its content and
 * links work), so the app's code is fetched only once the page's first screen is there (painted, the images
 * in view arrived, shown), and run only once the page is parsed: it never competes with the HTML, the first
 * screen's images or their paint. Its tag names the
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

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the first screen is there: the first content is painted, and the eager images in view then
 * (the photo the page preloads with a high priority among them) have arrived; or once the page has loaded,
 * whichever comes first. The app's files then never compete with what the visitor sees first (issue 12: LCP
 * ≤ 1.2 s on a mobile connection), and the page's other images (lazy, below the fold) do not hold them back
 * (issue 29). The largest paint is not awaited: where it is text, no photo reports one, and the wait was the
 * load event's.
 */
async function afterFirstScreen(): Promise<void> {
  const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })));
  const firstScreen = async () => {
    while (performance.getEntriesByName('first-contentful-paint').length === 0) await nextFrame();
    // What is in view at the first paint has been parsed; the rest of the page need not be.
    const inView = Array.from(document.images).filter((image) => {
      if (image.complete || image.loading === 'lazy') return false;
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    });
    await Promise.all(
      inView.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  };
  await Promise.race([firstScreen(), loaded]);
}

/** Resolves once what was painted is on screen: the frame after it begins (a hidden tab paints none: no wait). */
async function afterPaint(): Promise<void> {
  if (document.visibilityState === 'visible') for (let frame = 0; frame < 2; frame++) await nextFrame();
}

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!tag?.dataset.entry) throw new Error('boot: the script tag names no entry');
await afterFirstScreen();
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
