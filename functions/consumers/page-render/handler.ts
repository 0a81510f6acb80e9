import { AgentChangedV1 } from '../../../events/agent-changed.v1.js';
import { BlogPostChangedV1 } from '../../../events/blog-post-changed.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { PropertyChangedV1 } from '../../../events/property-changed.v1.js';
import { SiteSettingsChangedV1 } from '../../../events/site-settings-changed.v1.js';
import { TestimonialChangedV1 } from '../../../events/testimonial-changed.v1.js';
import { agentPropertyIds } from '../../../shared/agents/server/links-repository.js';
import { logger } from '../../../shared/observability/logger.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { pagesForAgentChange, pagesForBlogPostChange, pagesForPropertyChange, pagesForSettingsChange, pagesForTestimonialChange, type PageWork } from '../../../shared/site/pages.js';
import { siteBucketStore, siteOrigins } from '../../../shared/site/server/publisher.js';
import { pageHeadElements } from '../../../web/src/ssr/page-head.js';
import { publishedArticles, renderChange, renderWholeSite, type SiteConfig } from '../../../web/src/ssr/site.js';

async function pagesTouched(event: BusEvent, apiOrigin: string): Promise<{ work: PageWork; occurredAt: string }> {
  if (event['detail-type'] === PropertyChangedV1.detailType) {
    const { data, occurredAt } = parseEvent(PropertyChangedV1, event);
    return { work: pagesForPropertyChange(data.propertyId, data.before, data.after), occurredAt };
  }
  if (event['detail-type'] === AgentChangedV1.detailType) {
    const { data, occurredAt } = parseEvent(AgentChangedV1, event);
    // Only a broker's change reads the table (its property links), without ElectroDB (links-repository.ts says why).
    return { work: pagesForAgentChange(data.agentId, data.after, await agentPropertyIds(data.agentId)), occurredAt };
  }
  if (event['detail-type'] === BlogPostChangedV1.detailType) {
    const { data, occurredAt } = parseEvent(BlogPostChangedV1, event);
    return { work: pagesForBlogPostChange(data.before, data.after, await publishedArticles(apiOrigin)), occurredAt };
  }
  if (event['detail-type'] === TestimonialChangedV1.detailType) {
    return { work: pagesForTestimonialChange(), occurredAt: parseEvent(TestimonialChangedV1, event).occurredAt };
  }
  if (event['detail-type'] === SiteSettingsChangedV1.detailType) {
    const { data, occurredAt } = parseEvent(SiteSettingsChangedV1, event);
    return { work: pagesForSettingsChange(data.fields), occurredAt };
  }
  throw new Error(`page-render: unexpected ${event['detail-type']}`);
}

/**
 * A property, broker, blog post, testimonial or site settings change → exactly the prerendered pages it touches, rendered again from the
 * current data (so a redelivered or late event writes the same pages: no processed marker needed) and
 * written to the site bucket; the CDN forgets those paths. A change older than the last whole-site
 * render is already in its pages (the seed's events at the first local start).
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const { origin, apiOrigin } = siteOrigins();
  const { work, occurredAt } = await pagesTouched(event, apiOrigin);
  const config: SiteConfig = { origin, apiOrigin, head: (path, client) => pageHeadElements(path, client, origin) };
  const outcome = work.everything ? await renderWholeSite(siteBucketStore(), config) : await renderChange(work, siteBucketStore(), config, occurredAt);
  logger.info('page-render', { eventId: event.id, ...outcome });
  return outcome;
});
