import { AdminAccessRevokedV1 } from './admin-access-revoked.v1.js';
import { AlertConfirmationRequestedV1 } from './alert-confirmation-requested.v1.js';
import { AlertVipOfferRequestedV1 } from './alert-vip-offer-requested.v1.js';
import { AgentChangedV1 } from './agent-changed.v1.js';
import { AppointmentBookedV1 } from './appointment-booked.v1.js';
import { AppointmentCompletedV1 } from './appointment-completed.v1.js';
import { BlogPostChangedV1 } from './blog-post-changed.v1.js';
import { CampaignSendRequestedV1 } from './campaign-send-requested.v1.js';
import type { EventContract } from './envelope.js';
import { LeadChangedV1 } from './lead-changed.v1.js';
import { LeadCreatedV1 } from './lead-created.v1.js';
import { LeadSyncRequestedV1 } from './lead-sync-requested.v1.js';
import { PropertyChangedV1 } from './property-changed.v1.js';
import { SiteSettingsChangedV1 } from './site-settings-changed.v1.js';
import { SubscriberSubscribedV1 } from './subscriber-subscribed.v1.js';
import { TestimonialChangedV1 } from './testimonial-changed.v1.js';
import { TrackingRecordedV1 } from './tracking-recorded.v1.js';

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

/**
 * One rule for several v1 events: EventBridge ORs the values within a field and ANDs the fields, so
 * the cross product matches, but a source only ever publishes its own detail-types.
 */
export const patternForAll = (contracts: readonly EventContract[]) => ({
  source: [...new Set(contracts.map((c) => c.source))],
  'detail-type': contracts.map((c) => c.detailType),
  detail: { version: [...new Set(contracts.map((c) => c.version))] },
});

/** The changes the back office shows live and counts on its dashboard. */
const BACK_OFFICE_CHANGES = [PropertyChangedV1, AgentChangedV1, LeadCreatedV1, LeadChangedV1] as const;

export const CONSUMER_RULES: ConsumerRule[] = [
  {
    name: 'lead-crm-sync',
    description: 'Sends each new lead (and each lead to send again once the CRM key is saved) to the lead CRM and records the outcome on the lead',
    pattern: patternForAll([LeadCreatedV1, LeadSyncRequestedV1]),
    maxAttempts: 3,
  },
  {
    name: 'newsletter-welcome',
    description: 'Sends the welcome e-mail (with its one-click unsubscribe link) to a new or returning newsletter subscriber',
    pattern: patternFor(SubscriberSubscribedV1),
    maxAttempts: 3,
  },
  {
    name: 'campaign-fanout',
    description: 'Puts every active subscriber of a campaign being sent on the send queue, in chunks, resuming where a failed run stopped',
    pattern: patternFor(CampaignSendRequestedV1),
    maxAttempts: 3,
  },
  {
    name: 'live-updates',
    description: 'Publishes property, broker and lead changes, and admin access revocations, to the open back-office tabs (AppSync Events channel)',
    pattern: patternForAll([...BACK_OFFICE_CHANGES, AdminAccessRevokedV1]),
    maxAttempts: 3,
  },
  {
    name: 'dashboard-rollup',
    description: "Keeps the dashboard's daily counters and totals from property, broker and lead changes",
    pattern: patternForAll(BACK_OFFICE_CHANGES),
    maxAttempts: 3,
  },
  {
    name: 'sales-crm-sync',
    description: 'Sends each new lead to the sales CRM (Follow Up Boss) as an event when its key is saved',
    pattern: patternFor(LeadCreatedV1),
    maxAttempts: 3,
  },
  {
    name: 'visit-completion',
    description: "Completes a booked visit from the scheduling service's API (event and invitee), links or creates the lead, rejects unknown events",
    pattern: patternFor(AppointmentBookedV1),
    maxAttempts: 3,
  },
  {
    name: 'notifications',
    description: 'E-mails the assigned broker (or the brokerage) about each new lead and completed visit request',
    pattern: patternForAll([LeadCreatedV1, AppointmentCompletedV1]),
    maxAttempts: 3,
  },
  {
    name: 'page-render',
    description: 'Renders again the prerendered public pages a property, broker, blog post, testimonial or site settings change touches, writes them to the site bucket and invalidates their paths',
    pattern: patternForAll([PropertyChangedV1, AgentChangedV1, BlogPostChangedV1, TestimonialChangedV1, SiteSettingsChangedV1]),
    maxAttempts: 3,
  },
  {
    name: 'search-alerts',
    description: "Sends a saved search's confirmation mail and the Alerte VIP's offers, and tells the confirmed alerts a property change matches (new listing, lower price, status) once each",
    pattern: patternForAll([AlertConfirmationRequestedV1, AlertVipOfferRequestedV1, PropertyChangedV1]),
    maxAttempts: 3,
  },
  {
    name: 'tracking-rollup',
    description: 'Adds consented page visits and events to the daily analytics rollups (once per event)',
    pattern: patternFor(TrackingRecordedV1),
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
