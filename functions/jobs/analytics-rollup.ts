import { logger } from '../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../shared/observability/metrics.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/**
 * Every 5 minutes: recounts today's and yesterday's leads into the daily stats (idempotent: it overwrites),
 * then refreshes the analytics top lists of the 7, 30 and 90 days (one snapshot each), so that
 * GET /api/admin/analytics reads one item for them instead of the per-day page and referrer rollups.
 */
export const handler = withPowertools(async () => {
  // What the work needs loads on the first event, then stays cached: the cold import stays light (issue 12).
  const { refreshAllTopLists } = await import('../../shared/analytics/service.js');
  const { rollupRecentDays } = await import('../../shared/tracking/rollup.js');
  const counts = await rollupRecentDays();
  await refreshAllTopLists();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  logger.info('analytics-rollup', { counts, topLists: 'refreshed' });
  return { ...counts, topLists: 'refreshed' };
});
