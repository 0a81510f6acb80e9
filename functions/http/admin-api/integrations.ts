import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { listIntegrations, removeIntegration, saveIntegration } from '../../../shared/settings/server/integrations-service.js';

export const integrationAdminOperations = {
  listIntegrations: async () => ok({ items: await listIntegrations() }, { 'cache-control': 'private, no-store' }),
  saveIntegration: async ({ params, body, actor }) => ok(await saveIntegration(params.name, body, actor), { 'cache-control': 'private, no-store' }),
  removeIntegration: async ({ params, actor }) => ok(await removeIntegration(params.name, actor), { 'cache-control': 'private, no-store' }),
} satisfies Partial<OperationsOf<'admin-api'>>;
