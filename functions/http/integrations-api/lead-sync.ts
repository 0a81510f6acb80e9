import { ok } from '../../../shared/http/route.js';
import { INTERACTIVE_RETRY_POLICY } from '../../../shared/integrations/server/http.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { resyncLead } from '../../../shared/leads/server/admin-service.js';
import { saveLeadCrmKey, testLeadCrmSync } from '../../../shared/leads/server/crm-sync-admin.js';

export const leadSyncOperations = {
  saveLeadCrmKey: async ({ body, actor }) => ok(await saveLeadCrmKey(body, actor)),
  // Behind admin buttons: answered within ~10 s, well before API Gateway's 30 s.
  testLeadCrmSync: async () => ok(await testLeadCrmSync(new Date(), INTERACTIVE_RETRY_POLICY)),
  syncLeadToCrm: async ({ params }) => ok(await resyncLead(params.id, new Date(), INTERACTIVE_RETRY_POLICY)),
} satisfies Partial<OperationsOf<'integrations-api'>>;
