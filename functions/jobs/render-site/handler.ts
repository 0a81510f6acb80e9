import { logger } from '../../../shared/observability/logger.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { siteBucketStore, siteOrigins } from '../../../shared/site/server/publisher.js';
import { pageHeadElements } from '../../../web/src/ssr/page-head.js';
import { renderWholeSite } from '../../../web/src/ssr/site.js';

/**
 * Every public page as static HTML, with the maintenance page, sitemap.xml and robots.txt: after each
 * deploy (a CDK trigger), at the first local start, and daily as a safety net for a missed event.
 */
export const handler = withPowertools(async () => {
  const { origin, apiOrigin } = siteOrigins();
  const outcome = await renderWholeSite(siteBucketStore(), { origin, apiOrigin, head: (path, client) => pageHeadElements(path, client, origin) });
  logger.info('render-site', { rendered: outcome.rendered.length, removed: outcome.removed.length, ms: outcome.ms });
  return { rendered: outcome.rendered.length, removed: outcome.removed.length, ms: outcome.ms };
});
