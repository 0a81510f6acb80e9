import { digestsDue } from '../../../shared/alerts/rules.js';
import { queueDigests } from '../../../shared/alerts/server/digests.js';
import { deleteExpiredPending } from '../../../shared/alerts/server/service.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * Hourly: the digests due at this hour in Quebec (shared/alerts/rules.ts, digestsDue) go on the alerts' send queue.
 * `{ "frequencies": [...] }` in the event queues those now (`npm run job -- alert-digests` with it, or an operator's test).
 * Each run also deletes the alerts never confirmed whose confirmation link has expired.
 */
export const handler = withPowertools(async (event?: { frequencies?: unknown }) => {
  const asked = Array.isArray(event?.frequencies) ? event.frequencies.filter((f): f is 'daily' | 'weekly' => f === 'daily' || f === 'weekly') : null;
  const results = [];
  for (const frequency of asked ?? digestsDue(new Date())) results.push(await queueDigests(frequency));
  const expiredPending = await deleteExpiredPending();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  metrics.addMetric('AlertDigestsQueued', MetricUnit.Count, results.reduce((sum, r) => sum + r.alerts, 0));
  logger.info('alert-digests', { results, expiredPending });
  return results;
});
