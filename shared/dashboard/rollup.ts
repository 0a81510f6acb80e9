// Pure (no table access): what each property, broker and lead adds to the dashboard's counters, and how a change moves them.
import { AgentChangedV1, type AgentSummary } from '../../events/agent-changed.v1.js';
import { parseEvent, type BusEvent } from '../../events/envelope.js';
import { LeadChangedV1, type LeadSummary } from '../../events/lead-changed.v1.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { PropertyChangedV1, type PropertySummary } from '../../events/property-changed.v1.js';
import type { DashboardNeighbourhood } from './api.js';
import type { CounterKey } from '../stats/counters.js';
import { brokerageDay } from '../calendar.js';

/** Every dashboard counter lives in this scope (docs/data-model.md "Counters"). */
export const DASHBOARD_SCOPE = 'dashboard';

/** Buckets: one per brokerage day (created items), the running totals, and the per-location figures. */
export const dayBucket = (day: string) => `day#${day}`;
export const TOTALS_BUCKET = 'totals';
export const LOCATIONS_BUCKET = 'locations';

/** Counter names. A day bucket counts the items created that day that still count (active, not deleted). */
export const COUNTER = {
  leads: 'leads',
  leadsOfType: (type: string) => `leads#${type}`,
  properties: 'properties',
  agents: 'agents',
  activeProperties: 'activeProperties',
  portfolioValue: 'portfolioValue',
  activeAgents: 'activeAgents',
  locationViews: (location: string) => `views#${location}`,
  locationListings: (location: string) => `listings#${location}`,
} as const;

type Contribution = Array<[Omit<CounterKey, 'scope'>, number]>;

/** An active property counts in its creation day, the totals (count, and the price of one for sale: a rent is no value) and its location (views, one listing). */
export function propertyContribution(p: PropertySummary | null): Contribution {
  if (!p?.isActive) return [];
  const location = p.location.trim();
  return [
    [{ bucket: dayBucket(brokerageDay(p.createdAt)), name: COUNTER.properties }, 1],
    [{ bucket: TOTALS_BUCKET, name: COUNTER.activeProperties }, 1],
    [{ bucket: TOTALS_BUCKET, name: COUNTER.portfolioValue }, p.transactionType === 'rent' ? 0 : p.price],
    ...(location
      ? ([
          [{ bucket: LOCATIONS_BUCKET, name: COUNTER.locationViews(location) }, p.viewsCount],
          [{ bucket: LOCATIONS_BUCKET, name: COUNTER.locationListings(location) }, 1],
        ] as Contribution)
      : []),
  ];
}

/** An active broker counts in its creation day and the active total. */
export function agentContribution(a: AgentSummary | null): Contribution {
  if (!a?.isActive) return [];
  return [
    [{ bucket: dayBucket(brokerageDay(a.createdAt)), name: COUNTER.agents }, 1],
    [{ bucket: TOTALS_BUCKET, name: COUNTER.activeAgents }, 1],
  ];
}

/** A lead (any status) counts in its creation day, by type there, and in the total. */
export function leadContribution(l: Pick<LeadSummary, 'leadType' | 'createdAt'> | null): Contribution {
  if (!l) return [];
  const day = dayBucket(brokerageDay(l.createdAt));
  return [
    [{ bucket: day, name: COUNTER.leads }, 1],
    [{ bucket: day, name: COUNTER.leadsOfType(l.leadType) }, 1],
    [{ bucket: TOTALS_BUCKET, name: COUNTER.leads }, 1],
  ];
}

export type CounterDelta = CounterKey & { by: number };

/** Sums signed contributions per counter (the consumer for one change, a rebuild or the bench for many items). */
export function sumContributions(parts: Iterable<readonly [Contribution, 1 | -1]>): CounterDelta[] {
  const sums = new Map<string, CounterDelta>();
  for (const [entries, sign] of parts) {
    for (const [key, value] of entries) {
      const id = `${key.bucket}\n${key.name}`;
      const entry = sums.get(id) ?? { scope: DASHBOARD_SCOPE, ...key, by: 0 };
      entry.by += sign * value;
      sums.set(id, entry);
    }
  }
  return [...sums.values()].filter((e) => e.by !== 0);
}

/**
 * What a change moves: the item's contribution after minus before, merged per counter, zeros dropped.
 * A no-op update moves nothing; a deletion takes back exactly what the item had added.
 */
export const counterDeltas = <S>(contribution: (s: S | null) => Contribution, before: S | null, after: S | null) =>
  sumContributions([
    [contribution(before), -1],
    [contribution(after), 1],
  ]);

/** The counter moves one change event asks for (before/after summaries; LeadCreated has no before). */
export function deltasOf(event: BusEvent): { eventId: string; deltas: CounterDelta[] } {
  switch (event['detail-type']) {
    case PropertyChangedV1.detailType: {
      const { id, data } = parseEvent(PropertyChangedV1, event);
      return { eventId: id, deltas: counterDeltas(propertyContribution, data.before, data.after) };
    }
    case AgentChangedV1.detailType: {
      const { id, data } = parseEvent(AgentChangedV1, event);
      return { eventId: id, deltas: counterDeltas(agentContribution, data.before, data.after) };
    }
    case LeadCreatedV1.detailType: {
      // The lead is created in the transaction that writes this event: its createdAt is the event's time.
      const { id, occurredAt, data } = parseEvent(LeadCreatedV1, event);
      return { eventId: id, deltas: counterDeltas(leadContribution, null, { leadType: data.leadType, createdAt: occurredAt }) };
    }
    case LeadChangedV1.detailType: {
      const { id, data } = parseEvent(LeadChangedV1, event);
      return { eventId: id, deltas: counterDeltas(leadContribution, data.before, data.after) };
    }
    default:
      throw new Error(`dashboard-rollup does not handle ${event.source}/${event['detail-type']}`);
  }
}

/** Locations with active listings, most viewed first (then most listings, then by name). */
export function topNeighbourhoods(counters: Record<string, number>, count: number): DashboardNeighbourhood[] {
  const byLocation = new Map<string, DashboardNeighbourhood>();
  for (const [name, value] of Object.entries(counters)) {
    const [kind, location] = [name.slice(0, name.indexOf('#')), name.slice(name.indexOf('#') + 1)];
    if (kind !== 'views' && kind !== 'listings') continue;
    const entry = byLocation.get(location) ?? { location, views: 0, listings: 0 };
    entry[kind] = value;
    byLocation.set(location, entry);
  }
  return [...byLocation.values()]
    .filter((n) => n.listings > 0)
    .sort((a, b) => b.views - a.views || b.listings - a.listings || a.location.localeCompare(b.location, 'fr-CA'))
    .slice(0, count);
}
