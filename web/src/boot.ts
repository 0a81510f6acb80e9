/**
 * The page's first script, built as its own entry (vite.config.ts). A prerendered page is complete
 * without JavaScript (its content and links work), so the app's code is fetched only once the page's
 * largest paint is on screen: it then never competes with the HTML, the photo shown first or their paint
 * (issue 12: LCP ≤ 1.2 s on a mobile connection). Its tag names the app's entry and the modules to
 * preload with it, the page's own code included (web/src/ssr/shell.ts), so that none waits for the
 * entry to ask for it: <script type="module" src="boot.js" data-entry="…" data-preload="… …">.
 */

/** The next turn of the event loop (a message, unlike a timer, is never throttled or faked in tests). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolves once the page has loaded and its high-priority image (the largest paint), if any, is decoded and painted. */
async function afterLargestPaint(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.decode().catch(() => undefined);
  // The frame after the decode paints it; once the frame after that begins, it is on screen. A hidden
  // tab paints no frames: it goes on without waiting for them.
  if (document.visibilityState === 'visible') for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
}

export {};

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (!tag?.dataset.entry) throw new Error('boot: the script tag names no entry');
await afterLargestPaint();
const modules = tag.dataset.preload?.split(' ').filter(Boolean) ?? [];
// A page prerendered for islands runs its islands only (web/src/islands/main.tsx), not the app.
const entry = tag.dataset.islands ?? tag.dataset.entry;
for (const href of [...modules, entry]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
// The entry's modules are evaluated one file at a time, each in its own task (the libraries, then the
// app's shared code, then the entry): evaluated as one module graph, in one task, they blocked a
// phone's main thread for about 100 ms (Lighthouse's TBT). Modules run once, so the entry's own import
// then only evaluates the entry.
for (const href of modules) {
  await import(/* @vite-ignore */ href);
  await nextTask();
}
await import(/* @vite-ignore */ entry);
