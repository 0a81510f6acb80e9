import { INTEGRATIONS_API_ROUTES } from '../../../shared/http/routes-integrations-api.js';
import { leadSyncOperations } from './lead-sync.js';
import { propertySyncOperations } from './property-sync.js';
import { schedulingOperations } from './scheduling.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export { requireActiveAdminProfile as checkAdmin } from '../../../shared/http/server/admin-check.js';

/** integrations-api's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = INTEGRATIONS_API_ROUTES;
export const operations: OperationsOf<'integrations-api'> = { ...leadSyncOperations, ...propertySyncOperations, ...schedulingOperations };
