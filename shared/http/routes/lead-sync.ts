import type { LeadSyncResult } from '../../leads/api.js';
import type { LeadCrmKeySaved, LeadCrmTestResult } from '../../leads/crm-sync-api.js';
import { integrationValuesSchema } from '../../settings/schema.js';
import { returns, route } from '../route.js';

/** Lead CRM (RealHub) actions (integrations-api: it may read the keys, which admin-api may not). */
export const leadSyncRoutes = {
  /** The lead CRM card's 'Sauvegarder': saves the key and agent id, then queues the leads not yet sent. */
  saveLeadCrmKey: route({ method: 'PUT', path: '/api/admin/lead-crm/key', fn: 'integrations-api', reply: returns<LeadCrmKeySaved>(), auth: 'admin', body: integrationValuesSchema }),
  /** 'Tester sync': sends the newest new lead with the saved key; 'Test réussi !', 'Aucun lead disponible' or the error. */
  testLeadCrmSync: route({ method: 'POST', path: '/api/admin/lead-crm/test', fn: 'integrations-api', reply: returns<LeadCrmTestResult>(), auth: 'admin' }),
  /** 'Relancer la synchronisation' on one lead: sends it now and answers its sync state. */
  syncLeadToCrm: route({ method: 'POST', path: '/api/admin/leads/{id}/crm-sync', fn: 'integrations-api', reply: returns<LeadSyncResult>(), auth: 'admin' }),
};
