import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { listIntegrations, saveIntegration } from '../../../shared/settings/integrations-service.js';

export const integrationAdminOperations = {
  listIntegrations: async () => ok({ items: await listIntegrations() }, { 'cache-control': 'private, no-store' }),
  saveIntegration: async ({ params, body, actor }) => ok(await saveIntegration(params.name, body, actor), { 'cache-control': 'private, no-store' }),
} satisfies Partial<OperationsOf<'admin-api'>>;
