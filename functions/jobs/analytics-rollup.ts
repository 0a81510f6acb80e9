import { rollupLeadsForDay } from '../../shared/tracking/rollup.js';
import { logger } from '../../shared/observability/logger.js';

/** Hourly: recounts today's and yesterday's leads into the daily stats (idempotent: it overwrites). */
export const handler = async (_event?: unknown, now = new Date()) => {
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const counts = { [yesterday]: await rollupLeadsForDay(yesterday), [today]: await rollupLeadsForDay(today) };
  logger.info('analytics-rollup', { counts });
  return counts;
};
