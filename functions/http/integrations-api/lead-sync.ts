import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { resyncLead } from '../../../shared/leads/admin-service.js';
import { saveLeadCrmKey, testLeadCrmSync } from '../../../shared/leads/crm-sync-admin.js';

export const leadSyncOperations = {
  saveLeadCrmKey: async ({ body, actor }) => ok(await saveLeadCrmKey(body, actor)),
  testLeadCrmSync: async () => ok(await testLeadCrmSync()),
  syncLeadToCrm: async ({ params }) => ok(await resyncLead(params.id)),
} satisfies Partial<OperationsOf<'integrations-api'>>;
