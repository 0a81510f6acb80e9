/**
 * The public pages the renderer writes to the site bucket, as path patterns (`:param` is one segment).
 * The object key of a page is its path without the leading slash; the home is `index.html`.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/listings',
  '/agents',
  '/agent/:id',
  '/property/:id',
  '/blog',
  '/blog/:slug',
  '/vendeur-lead',
  '/reprise-finance',
  '/contact',
  '/confidentialite',
  '/maintenance.html',
] as const;

const PATTERNS = PRERENDERED_ROUTES.map((route) => new RegExp(`^${route.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`));

/** Whether a (normalised) path names one of the prerendered public pages. */
export const isPrerenderedRoute = (path: string) => PATTERNS.some((pattern) => pattern.test(path));

/** The site-bucket key of a page path, the function's rewrite applied (`/` → `index.html`, `/listings` → `listings`). */
export const pageObjectKey = (uri: string) => (uri === '/' ? 'index.html' : uri.replace(/^\/+/, ''));

/**
 * Until the renderer has written a page, the local gateway answers its path with the SPA shell and a
 * 200 (the SPA renders it as before). Set to false once every page is rendered at first start: a
 * missing page is then a 404, as CloudFront answers it.
 */
export const SHELL_FOR_UNRENDERED_PAGES = true;
