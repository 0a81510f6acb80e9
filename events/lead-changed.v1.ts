import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** The part of a lead the rollups read: no personal data on the bus (consumers read the lead by id). */
export const leadSummarySchema = z.object({
  leadType: z.enum(['acheteur', 'vendeur']),
  status: z.string(),
  createdAt: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/**
 * A lead was changed (status workflow, notes, assignment) or deleted by an admin. Creation is
 * LeadCreated (lead-created.v1.ts). `after` is null on deletion.
 */
export const LeadChangedV1 = defineEvent({
  source: 'brokerage.leads',
  detailType: 'LeadChanged',
  version: 1,
  schema: z.object({
    leadId: z.string().check(z.minLength(1)),
    change: z.enum(['updated', 'deleted']),
    before: z.nullable(leadSummarySchema),
    after: z.nullable(leadSummarySchema),
  }),
});
