import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

export const LeadCreatedV1 = defineEvent({
  source: 'brokerage.leads',
  detailType: 'LeadCreated',
  version: 1,
  schema: z.object({
    leadId: z.string().check(z.minLength(1)),
    leadType: z.enum(['acheteur', 'vendeur']),
    source: z.string(),
  }),
});
