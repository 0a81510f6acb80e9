import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * CampaignSendRequested → every active subscriber on the campaign send queue, in chunks, resuming where a
 * failed run stopped. Idempotent on the event id; a throw makes the bus retry, then dead-letter. Its code
 * loads on the first event.
 */
export const handler = lazyHandler(() => import('./campaign-fanout/handler.js'));
