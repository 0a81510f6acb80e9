import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * Consented tracking: page visits and event batches, on a function (and throttling) of its own. Its
 * routes and operations (./tracking-ingest/parts.ts) load on the first request (issue 12).
 */
export const handler = lazyHttpHandler('tracking-ingest', () => import('./tracking-ingest/parts.js'));
