import type { BusEvent } from '../../../events/envelope.js';
import { parseObjectCreated } from '../../../events/object-created.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { processUpload } from '../../../shared/media/server/pipeline.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * S3 'Object Created' on the uploads bucket → checked photo, WebP renditions without metadata, media
 * marked ready or failed, original deleted. Off the request path; idempotent on the event id (and a
 * photo is settled only while pending); a throw makes the bus retry, then dead-letter.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const { object } = parseObjectCreated(event);
  const run = await runOnce('photo-process', event.id, () => processUpload(object));
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(outcome === 'ready' ? 'PhotosReady' : outcome === 'failed' ? 'PhotosFailed' : 'PhotoEventsSkipped', MetricUnit.Count, 1);
  logger.info('photo-process', { eventId: event.id, key: object.key, outcome });
  return outcome;
});
