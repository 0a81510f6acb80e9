import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * The back office's integration actions, a function of its own because it reads the integration keys.
 * Its routes and operations (./integrations-api/parts.ts) load on the first request (issue 12).
 */
export const handler = lazyHttpHandler('integrations-api', () => import('./integrations-api/parts.js'));
