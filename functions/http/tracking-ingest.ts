import { httpHandler } from '../../shared/http/handler.js';
import { TRACKING_INGEST_ROUTES } from '../../shared/http/routes-tracking-ingest.js';
import type { Reply } from '../../shared/http/route.js';
import { logger } from '../../shared/observability/logger.js';
import { recordEvents, recordVisit, type IngestOutcome } from '../../shared/tracking/ingest.js';

/** Fire and forget: accepted whether it was counted or (a bot) not, so a crawler learns nothing. */
const accepted = (outcome: IngestOutcome): Reply => {
  if (outcome !== 'recorded') logger.debug('tracking ignored', { outcome });
  return { status: 202, body: undefined };
};

/** Consented tracking: page visits and event batches, on a function (and throttling) of its own. */
export const handler = httpHandler('tracking-ingest', TRACKING_INGEST_ROUTES, {
  trackVisit: async ({ body, client }) => accepted(await recordVisit(body, client)),
  trackEvents: async ({ body, client }) => accepted(await recordEvents(body, client)),
});
