import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * PropertyChanged, AgentChanged, LeadCreated, LeadChanged → the dashboard's counters. Exactly once per
 * event id (marker and counters in one transaction); a throw makes the bus retry, then dead-letter.
 * Its code (./dashboard-rollup/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./dashboard-rollup/handler.js'));
