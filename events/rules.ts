import type { EventContract } from './envelope.js';
import { LeadCreatedV1 } from './lead-created.v1.js';
import { SubscriberSubscribedV1 } from './subscriber-subscribed.v1.js';

/**
 * Bus rules, defined once: CDK deploys them (rule + consumer Lambda + DLQ), the local bus routes with
 * them. Which function consumes a rule is said once, in the function registry (infra/functions.ts).
 */
export type ConsumerRule = {
  name: string;
  description: string;
  /** EventBridge pattern: source, detail-type and the envelope version the consumer understands. */
  pattern: { source: string[]; 'detail-type': string[]; detail: { version: number[] } };
  /** Attempts before the event is parked in the dead-letter queue. */
  maxAttempts: number;
};

/** The pattern that matches exactly one version of one event: a v2 never reaches a v1 consumer. */
export const patternFor = (contract: EventContract) => ({
  source: [contract.source],
  'detail-type': [contract.detailType],
  detail: { version: [contract.version] },
});

export const CONSUMER_RULES: ConsumerRule[] = [
  {
    name: 'lead-crm-sync',
    description: 'Sends each new lead to the lead CRM and records the outcome on the lead',
    pattern: patternFor(LeadCreatedV1),
    maxAttempts: 3,
  },
  {
    name: 'newsletter-welcome',
    description: 'Sends the welcome e-mail (with its one-click unsubscribe link) to a new or returning newsletter subscriber',
    pattern: patternFor(SubscriberSubscribedV1),
    maxAttempts: 3,
  },
];

/** Same matching as EventBridge for the pattern fields we use (exact values of source, detail-type, detail.version). */
export function matches(rule: ConsumerRule, event: { source: string; 'detail-type': string; detail: unknown }) {
  const detail = typeof event.detail === 'string' ? (JSON.parse(event.detail) as unknown) : event.detail;
  const version = (detail as { version?: unknown } | null)?.version;
  return (
    rule.pattern.source.includes(event.source) &&
    rule.pattern['detail-type'].includes(event['detail-type']) &&
    typeof version === 'number' &&
    rule.pattern.detail.version.includes(version)
  );
}
