import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * AlertConfirmationRequested → the confirmation mail; PropertyChanged → the alerts it concerns. Idempotent on the
 * event id and on each (alert, listing, change). Its code (./search-alerts/handler.ts) loads on the first event.
 */
export const handler = lazyHandler(() => import('./search-alerts/handler.js'));
