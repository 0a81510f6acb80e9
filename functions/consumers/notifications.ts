import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * New lead or completed visit → a French e-mail to the broker (or the brokerage). Once per event id; a
 * mail failure releases the marker and throws: the bus retries, then dead-letters.
 * Its code (./notifications/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./notifications/handler.js'));
