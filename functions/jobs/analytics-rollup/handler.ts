import { refreshAllTopLists } from '../../../shared/analytics/server/service.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { rollupRecentDays } from '../../../shared/tracking/server/rollup.js';

/**
 * Every 5 minutes: recounts today's and yesterday's leads into the daily stats (idempotent: it overwrites),
 * then refreshes the analytics top lists of the 7, 30 and 90 days (one snapshot each), so that
 * GET /api/admin/analytics reads one item for them instead of the per-day page and referrer rollups.
 */
export const handler = withPowertools(async () => {
  const counts = await rollupRecentDays();
  await refreshAllTopLists();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  logger.info('analytics-rollup', { counts, topLists: 'refreshed' });
  return { ...counts, topLists: 'refreshed' };
});
