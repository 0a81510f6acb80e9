import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Every 5 minutes: recounts today's and yesterday's leads into the daily stats (idempotent: it overwrites),
 * then refreshes the analytics top lists of the 7, 30 and 90 days (one snapshot each), so that
 * GET /api/admin/analytics reads one item for them instead of the per-day page and referrer rollups.
 * Its code (./analytics-rollup/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./analytics-rollup/handler.js'));
