import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/** SubscriberSubscribed → welcome mail. Idempotent on the event id; a throw makes the bus retry, then dead-letter.
 * Its code (./newsletter-welcome/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./newsletter-welcome/handler.js'));
