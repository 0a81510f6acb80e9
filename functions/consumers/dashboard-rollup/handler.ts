import type { BusEvent } from '../../../events/envelope.js';
import { applyChangeEvent } from '../../../shared/dashboard/server/service.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * PropertyChanged, AgentChanged, LeadCreated, LeadChanged → the dashboard's counters. Exactly once per
 * event id (marker and counters in one transaction); a throw makes the bus retry, then dead-letter.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const outcome = await applyChangeEvent(event);
  metrics.addMetric(outcome === 'duplicate' ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('dashboard-rollup', { eventId: event.id, type: event['detail-type'], outcome });
  return outcome;
});
