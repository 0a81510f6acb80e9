import type { IntegrationView } from '../../settings/integrations.js';
import { integrationValuesSchema } from '../../settings/schema.js';
import { returns, route } from '../route.js';

export const integrationRoutes = {
  /** 'API & Intégrations': each card configured or not, with the last four characters; never a value. */
  listIntegrations: route({ method: 'GET', path: '/api/admin/integrations', fn: 'admin-api', reply: returns<{ items: IntegrationView[] }>(), auth: 'admin' }),
  /** Saves a card's values (write-only). */
  saveIntegration: route({ method: 'PUT', path: '/api/admin/integrations/{name}', fn: 'admin-api', reply: returns<IntegrationView>(), auth: 'admin', body: integrationValuesSchema }),
  /** Removes a card's values: the card is not configured any more. */
  removeIntegration: route({ method: 'DELETE', path: '/api/admin/integrations/{name}', fn: 'admin-api', reply: returns<IntegrationView>(), auth: 'admin' }),
};
