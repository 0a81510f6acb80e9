import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

export const agentSummarySchema = z.object({
  name: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

/** A broker was created, changed or deleted; `before` null on creation, `after` null on deletion. */
export const AgentChangedV1 = defineEvent({
  source: 'brokerage.agents',
  detailType: 'AgentChanged',
  version: 1,
  schema: z.object({
    agentId: z.string().check(z.minLength(1)),
    change: z.enum(['created', 'updated', 'deleted']),
    before: z.nullable(agentSummarySchema),
    after: z.nullable(agentSummarySchema),
  }),
});
