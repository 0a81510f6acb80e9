import * as z from 'zod';
import { defineEvent } from './envelope.js';

export const LeadCreatedV1 = defineEvent({
  source: 'brokerage.leads',
  detailType: 'LeadCreated',
  version: 1,
  schema: z.object({
    leadId: z.string().min(1),
    leadType: z.enum(['acheteur', 'vendeur']),
    source: z.string(),
  }),
});
