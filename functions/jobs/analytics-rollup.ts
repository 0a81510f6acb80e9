import { logger } from '../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../shared/observability/metrics.js';
import { withPowertools } from '../../shared/observability/middleware.js';
import { rollupRecentDays } from '../../shared/tracking/rollup.js';

/** Hourly: recounts today's and yesterday's leads into the daily stats (idempotent: it overwrites). */
export const handler = withPowertools(async () => {
  const counts = await rollupRecentDays();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  logger.info('analytics-rollup', { counts });
  return counts;
});
