import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * SES 'Email Bounced' / 'Email Complaint Received' (the configuration set's events on the default bus)
 * → the undeliverable or complaining addresses are taken off the newsletter. Idempotent on the event id;
 * a throw makes the bus retry, then dead-letter. Its code loads on the first event.
 */
export const handler = lazyHandler(() => import('./mail-feedback/handler.js'));
