import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * A property, broker or blog post change → exactly the prerendered pages it touches, rendered again from the
 * current data (so a redelivered or late event writes the same pages: no processed marker needed) and
 * written to the site bucket; the CDN forgets those paths. A change older than the last whole-site
 * render is already in its pages (the seed's events at the first local start).
 * Its code (./page-render/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./page-render/handler.js'));
