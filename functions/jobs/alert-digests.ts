import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * Hourly: at 7 h in Quebec, the daily alert digests (and on Mondays the weekly ones). Its code
 * (./alert-digests/handler.ts) loads on the first run.
 */
export const handler = lazyHandler(() => import('./alert-digests/handler.js'));
