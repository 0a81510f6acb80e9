import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Property, broker and lead changes → the back office's live channel (AppSync Events). One toast per
 * event: a redelivered event is not published twice; a refused publish throws, so the bus retries.
 * Its code (./live-updates/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./live-updates/handler.js'));
