import { LeadCreatedV1 } from './lead-created.v1.js';

/**
 * Bus rules, defined once: CDK deploys them (rule + consumer Lambda + DLQ), the local bus routes with them.
 * `handler` is the consumer's entry under functions/consumers/.
 */
export type ConsumerRule = {
  name: string;
  description: string;
  pattern: { source: string[]; 'detail-type': string[] };
  handler: string;
  /** Attempts before the event is parked in the dead-letter queue. */
  maxAttempts: number;
};

export const CONSUMER_RULES: ConsumerRule[] = [
  {
    name: 'lead-crm-sync',
    description: 'Sends each new lead to the lead CRM and records the outcome on the lead',
    pattern: { source: [LeadCreatedV1.source], 'detail-type': [LeadCreatedV1.detailType] },
    handler: 'lead-crm-sync',
    maxAttempts: 3,
  },
];

/** Same matching as EventBridge for the pattern subset we use (exact values of source and detail-type). */
export function matches(rule: ConsumerRule, event: { source: string; 'detail-type': string }) {
  return rule.pattern.source.includes(event.source) && rule.pattern['detail-type'].includes(event['detail-type']);
}
