import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Every public page as static HTML, with the maintenance page, sitemap.xml and robots.txt: after each
 * deploy (a CDK trigger), at the first local start, and daily as a safety net for a missed event.
 * Its code (./render-site/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./render-site/handler.js'));
