/** The element of the SPA shell that names each page module's files (vite.config.ts, startAfterLargestPaint). */
export const ROUTE_MODULES_ELEMENT_ID = 'route-modules';

const ROUTE_MODULES_ELEMENT = new RegExp(`<script type="application/json" id="${ROUTE_MODULES_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * What a prerendered page keeps from the built SPA shell (index.html): everything in its <head> but what
 * the renderer writes itself (charset, viewport, title, description): the inlined stylesheet, the module
 * script and its preloads, the icon and the theme colour. `routeIds` (the matched routes; a lazy one's id names its
 * module) add those pages' own files, which the shell names, to the modules the boot script loads with the app's.
 */
export function shellHeadAssets(shellHtml: string, routeIds: readonly string[] = []): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(shellHtml)?.[1];
  if (head === undefined) throw new Error('The SPA shell has no <head>');
  const files = JSON.parse(ROUTE_MODULES_ELEMENT.exec(head)?.[1] ?? '{}') as Record<string, string[]>;
  const pageFiles = [...new Set(routeIds.flatMap((id) => files[id] ?? []))];
  return head
    .replace(/<meta\s+charset=[^>]*>/i, '')
    .replace(/<meta\s+name="viewport"[^>]*>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(ROUTE_MODULES_ELEMENT, '')
    .replace(/( data-preload="[^"]*)"/, (_attribute, list: string) => `${[list, ...pageFiles].join(' ')}"`)
    .replace(/\n\s*\n/g, '\n')
    .trim();
}
