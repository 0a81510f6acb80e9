/** The element of the SPA shell that names each page module's files (vite.config.ts, startAfterLargestPaint). */
export const ROUTE_MODULES_ELEMENT_ID = 'route-modules';

/** The element the islands build adds to the shell (vite.islands.config.ts): the islands runtime's files. */
export const ISLAND_MODULES_ELEMENT_ID = 'island-modules';
/** `groups`: each island group's files (web/src/islands/registry.ts), beyond the runtime's. */
export type IslandModules = { entry: string; preload: string[]; groups: Record<string, string[]> };

const jsonElement = (id: string) => new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`);
const ROUTE_MODULES_ELEMENT = jsonElement(ROUTE_MODULES_ELEMENT_ID);
export const ISLAND_MODULES_ELEMENT = jsonElement(ISLAND_MODULES_ELEMENT_ID);

/**
 * What a prerendered page keeps from the built SPA shell (index.html): everything in its <head> but what
 * the renderer writes itself (charset, viewport, title, description): the inlined stylesheet, the module
 * script and its preloads, the icon and the theme colour. `routeIds` (the matched routes; a lazy one's id names its
 * module) add those pages' own files, which the shell names, to the modules the boot script loads with the app's.
 * `islands` (the names of the islands a page prerendered for islands holds) name the islands runtime and their files too.
 */
export function shellHeadAssets(shellHtml: string, routeIds: readonly string[] = [], islands?: readonly string[]): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(shellHtml)?.[1];
  if (head === undefined) throw new Error('The SPA shell has no <head>');
  const files = JSON.parse(ROUTE_MODULES_ELEMENT.exec(head)?.[1] ?? '{}') as Record<string, string[]>;
  const runtime = JSON.parse(ISLAND_MODULES_ELEMENT.exec(head)?.[1] ?? 'null') as IslandModules | null;
  if (islands && !runtime) throw new Error('The SPA shell names no islands runtime: run the islands build (npm run build:web)');
  const groups = islands?.map((name) => name.split(':')[0]!);
  const missing = groups?.find((group) => !runtime?.groups[group]);
  if (missing) throw new Error(`The islands build has no island group ${missing} (web/src/islands/registry.ts)`);
  const appFiles = (list: string) => [...new Set([...list.split(' ').filter(Boolean), ...routeIds.flatMap((id) => files[id] ?? [])])].join(' ');
  // A page prerendered for islands names the islands runtime and its islands' files too (boot.ts chooses).
  const islandsAttributes = groups && runtime ? ` data-islands="${runtime.entry}" data-islands-preload="${[...new Set([...runtime.preload, ...groups.flatMap((group) => runtime.groups[group]!)])].join(' ')}"` : '';
  return head
    .replace(ISLAND_MODULES_ELEMENT, '')
    .replace(/<meta\s+charset=[^>]*>/i, '')
    .replace(/<meta\s+name="viewport"[^>]*>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(ROUTE_MODULES_ELEMENT, '')
    .replace(/ data-preload="([^"]*)"/, (_attribute, list: string) => ` data-preload="${appFiles(list)}"${islandsAttributes}`)
    .replace(/\n\s*\n/g, '\n')
    .trim();
}
