import { TRACKING_INGEST_ROUTES } from '../../../shared/http/routes-tracking-ingest.js';
import type { Reply } from '../../../shared/http/route.js';
import { logger } from '../../../shared/observability/logger.js';
import { recordEvents, recordVisit, type IngestOutcome } from '../../../shared/tracking/server/ingest.js';

/** Fire and forget: accepted whether it was counted or (a bot) not, so a crawler learns nothing. */
const accepted = (outcome: IngestOutcome): Reply<undefined> => {
  if (outcome !== 'recorded') logger.debug('tracking ignored', { outcome });
  return { status: 202, body: undefined };
};
import type { OperationsOf } from '../../../shared/http/routes.js';

/** tracking-ingest's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = TRACKING_INGEST_ROUTES;
export const operations: OperationsOf<'tracking-ingest'> = {
  trackVisit: async ({ body, client }) => accepted(await recordVisit(body, client)),
  trackEvents: async ({ body, client }) => accepted(await recordEvents(body, client)),
};
