/**
 * The prerendered public pages (issue 12): which paths exist, where each lives in the site bucket, and
 * which pages a change touches. Pure: the page-render consumer and the local gateway both use it.
 */

/** Pages with no id in their path, rendered on every full render. */
export const STATIC_PAGE_PATHS = ['/', '/listings', '/agents', '/blog', '/vendeur-lead', '/reprise-finance', '/contact', '/confidentialite'] as const;

/** The maintenance page (the home in maintenance mode), served on `/` while the flag is on. */
export const MAINTENANCE_PAGE_KEY = 'maintenance.html';

/** The site bucket's key of a page: the home is index.html (CloudFront's root object), others their path. */
export function pageObjectKey(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not a page path: ${path}`);
  return path === '/' ? 'index.html' : path.slice(1);
}

export const propertyPath = (id: string) => `/property/${encodeURIComponent(id)}`;
export const agentPath = (id: string) => `/agent/${encodeURIComponent(id)}`;
export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** What a change does to the prerendered pages: those to render again, those to remove. */
export type PageWork = { render: string[]; remove: string[] };

type PropertyState = { isActive: boolean; isFeatured: boolean } | null;

/**
 * A property created, changed or deleted: its own page (removed when it is deleted or inactive, so the
 * SPA's not-found answers with a 404), the listings' first page, and the home when it is (or was)
 * featured there. Broker pages list no properties, so they are not touched.
 */
export function pagesForPropertyChange(id: string, before: PropertyState, after: PropertyState): PageWork {
  const visibleBefore = before?.isActive ?? false;
  const visibleAfter = after?.isActive ?? false;
  if (!visibleBefore && !visibleAfter) return { render: [], remove: [propertyPath(id)] };
  const render = [...(visibleAfter ? [propertyPath(id)] : []), '/listings'];
  const onHome = (visibleBefore && before!.isFeatured) || (visibleAfter && after!.isFeatured);
  if (onHome) render.push('/');
  return { render, remove: visibleAfter ? [] : [propertyPath(id)] };
}

/**
 * A broker created, changed or deleted: their page, the team page, the home (its broker carousel) and
 * the pages of the properties they represent (each shows its brokers' names, photos and phones).
 */
export function pagesForAgentChange(id: string, after: { isActive: boolean } | null, propertyIds: readonly string[]): PageWork {
  const visible = after?.isActive ?? false;
  return {
    render: [...(visible ? [agentPath(id)] : []), '/agents', '/', ...propertyIds.map(propertyPath)],
    remove: visible ? [] : [agentPath(id)],
  };
}
