import { requireActiveAdminProfile } from '../../shared/http/admin-check.js';
import { httpHandler } from '../../shared/http/handler.js';
import { INTEGRATIONS_API_ROUTES } from '../../shared/http/routes-integrations-api.js';
import { leadSyncOperations } from './integrations-api/lead-sync.js';
import { propertySyncOperations } from './integrations-api/property-sync.js';
import { schedulingOperations } from './integrations-api/scheduling.js';

/**
 * The back office's integration actions (test a key, synchronise, resend): admin-only like admin-api,
 * but a function of its own because it reads the integration keys, which admin-api is denied.
 */
export const handler = httpHandler(
  'integrations-api',
  INTEGRATIONS_API_ROUTES,
  { ...leadSyncOperations, ...propertySyncOperations, ...schedulingOperations },
  { checkAdmin: requireActiveAdminProfile },
);
