import type { BusEvent } from '../../../events/envelope.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { applyTrackingEvent } from '../../../shared/tracking/server/rollup.js';

/**
 * TrackingRecorded → the daily analytics rollups (Quebec days), property view counts and the
 * dashboard's per-location views. Exactly once per event id (marker and counters in one transaction);
 * a throw makes the bus retry, then dead-letter.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const outcome = await applyTrackingEvent(event);
  metrics.addMetric(outcome === 'duplicate' ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('tracking-rollup', { eventId: event.id, outcome });
  return outcome;
});
