import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * The alerts' send queue consumer (events/queues.ts): each message's alert mails are sent at the SES account's
 * shared rate, each change at most once; a message to try again later is reported as a batch item failure.
 * Its code loads on the first message.
 */
export const handler = lazyHandler(() => import('./alert-send/handler.js'));
