/**
 * The prerendered public pages (issue 12): which paths exist, where each lives in the site bucket, and
 * which pages a change touches. Pure: the page-render consumer and the local gateway both use it.
 */
import type { ClaimKind } from '../settings/claims.js';
import { EMPTY_SITE_IDENTITY } from '../settings/identity.js';

/** Pages with no id in their path, rendered on every full render. */
export const STATIC_PAGE_PATHS = ['/', '/listings', '/carte', '/agents', '/blog', '/vendeur-lead', '/reprise-finance', '/contact', '/confidentialite', '/accessibilite', '/calculatrices'] as const;

/** The map search: its prerendered page lists the cities of the active listings (web/src/ssr/site.ts). */
export const MAP_PAGE_PATH = '/carte';

/** The maintenance page (the home in maintenance mode), served on `/` while the flag is on. */
export const MAINTENANCE_PAGE_KEY = 'maintenance.html';

/** The site bucket's key of a page: the home is index.html (CloudFront's root object), others their path. */
export function pageObjectKey(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not a page path: ${path}`);
  return path === '/' ? 'index.html' : path.slice(1);
}

/**
 * The paths the CDN forgets after pages (and other objects of the site bucket) were written or removed:
 * CloudFront caches each under the object the viewer-request function asked for, so the home is
 * /index.html, never /.
 */
export function cdnPaths(pagePaths: readonly string[], objectKeys: readonly string[] = []): string[] {
  return [...new Set([...pagePaths.map(pageObjectKey), ...objectKeys])].map((key) => `/${key}`);
}

export const propertyPath = (id: string) => `/property/${encodeURIComponent(id)}`;
export const agentPath = (id: string) => `/agent/${encodeURIComponent(id)}`;
export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/**
 * What a change does to the prerendered pages: those to render again, those to remove, and whether the
 * maintenance page (the home as shown while the flag is on) is rendered again too.
 */
/** `everything`: every page shows what changed (the brokerage's details in the footer): the whole site is rendered again. */
export type PageWork = { render: string[]; remove: string[]; maintenancePage?: boolean; everything?: boolean };

type PropertyState = { isActive: boolean; isFeatured: boolean } | null;

/**
 * A property created, changed or deleted: its own page (removed when it is deleted or inactive, so the
 * SPA's not-found answers with a 404), the listings' first page, and the home when it is (or was)
 * featured there. The map's index of cities changes when a listing appears or disappears (an edited
 * location waits for the daily render). Broker pages list no properties, so they are not touched.
 */
export function pagesForPropertyChange(id: string, before: PropertyState, after: PropertyState): PageWork {
  const visibleBefore = before?.isActive ?? false;
  const visibleAfter = after?.isActive ?? false;
  if (!visibleBefore && !visibleAfter) return { render: [], remove: [propertyPath(id)] };
  const render = [...(visibleAfter ? [propertyPath(id)] : []), '/listings', ...(visibleBefore !== visibleAfter ? [MAP_PAGE_PATH] : [])];
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

type PostState = { slug: string; isPublished: boolean; category?: string } | null;

/**
 * A blog post created, changed or deleted: its article (removed when unpublished or deleted, or moved
 * when its slug changed), the blog list, and the published articles of its category (before and
 * after), whose "related articles" may show it.
 */
export function pagesForBlogPostChange(before: PostState, after: PostState, published: readonly { slug: string; category?: string }[]): PageWork {
  const shownBefore = before?.isPublished ? before : null;
  const shownAfter = after?.isPublished ? after : null;
  if (!shownBefore && !shownAfter) return { render: [], remove: before ? [articlePath(before.slug)] : [] };
  const categories = new Set([shownBefore?.category, shownAfter?.category].filter((c): c is string => Boolean(c)));
  const related = published.filter((post) => post.category && categories.has(post.category) && post.slug !== shownAfter?.slug).map((post) => articlePath(post.slug));
  const render = [...(shownAfter ? [articlePath(shownAfter.slug)] : []), '/blog', ...related];
  const remove = before && before.slug !== shownAfter?.slug ? [articlePath(before.slug)] : [];
  return { render: [...new Set(render)].filter((path) => !remove.includes(path)), remove };
}

/**
 * A testimonial created, changed or deleted: the sellers' page, the only one that shows testimonials
 * (the active ones).
 */
export function pagesForTestimonialChange(): PageWork {
  return { render: ['/vendeur-lead'], remove: [] };
}

/**
 * Site settings changed: the pages that show them. The contact e-mail is on the maintenance page, which
 * the home's data embeds; the person in charge of personal information is on the privacy page. The
 * maintenance switch itself changes no page: the home is always rendered as visitors see it with the
 * switch off, the maintenance page with it on, and the switch picks the file that is served. The brokerage's
 * details and mentions (the identity fields) are in every page's footer: all of them. The claims' kinds
 * (`sellerFigures`…) name the one page each is on.
 */
export function pagesForSettingsChange(fields: readonly string[]): PageWork {
  const shown = fields.filter((field) => field !== 'maintenanceMode' && field !== 'updatedAt');
  if (shown.length === 0) return { render: [], remove: [] };
  if (shown.some((field) => field in EMPTY_SITE_IDENTITY)) return { render: [], remove: [], maintenancePage: true, everything: true };
  // The claims (shared/settings/claims.ts) are on the page that shows each kind only.
  const claimPages = { sellerFigures: '/vendeur-lead', sellerGuarantees: '/vendeur-lead', marketFigures: '/reprise-finance' } satisfies Record<ClaimKind, string>;
  const settings = shown.filter((field) => !(field in claimPages));
  const render = new Set(shown.flatMap((field) => (field in claimPages ? [claimPages[field as ClaimKind]] : [])));
  if (settings.length === 0) return { render: [...render], remove: [] };
  return { render: ['/', '/confidentialite', ...render], remove: [], maintenancePage: true };
}
