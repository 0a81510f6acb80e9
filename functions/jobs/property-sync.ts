import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Scheduled RealHub import (every 6 h): runs only when a listing-CRM key and agent id are saved, and
 * logs its summary. A run the feed could not serve throws (the scheduler retries); one it refused
 * (wrong key or agent) reports it. Either way no property is half-written and nothing is deactivated.
 * Its code (./property-sync/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./property-sync/handler.js'));
