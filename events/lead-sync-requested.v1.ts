import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/**
 * A lead to send (again) to the lead CRM: published once per unsynced lead when an admin saves the
 * lead CRM key, or by the hourly lead-crm-retry for a lead RealHub could not be reached for; consumed by
 * lead-crm-sync like a LeadCreated. No personal data: the consumer reads the lead.
 */
export const LeadSyncRequestedV1 = defineEvent({
  source: 'brokerage.leads',
  detailType: 'LeadSyncRequested',
  version: 1,
  schema: z.object({
    leadId: z.string().check(z.minLength(1)),
    reason: z.enum(['crm-key-saved', 'crm-retry']),
  }),
});
