import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * TrackingRecorded → the daily analytics rollups (Quebec days), property view counts and the
 * dashboard's per-location views. Exactly once per event id (marker and counters in one transaction);
 * a throw makes the bus retry, then dead-letter.
 * Its code (./tracking-rollup/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./tracking-rollup/handler.js'));
