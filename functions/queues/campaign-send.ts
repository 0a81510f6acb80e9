import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * The campaign send queue's consumer (events/queues.ts): each message's recipients are mailed at the SES
 * account's rate, each at most once; a message to try again later is reported as a batch item failure.
 * Its code loads on the first message.
 */
export const handler = lazyHandler(() => import('./campaign-send/handler.js'));
