import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AgentChangedV1 } from '../../events/agent-changed.v1.js';
import type { BusEvent, EventContract } from '../../events/envelope.js';
import { LeadChangedV1, type LeadSummary } from '../../events/lead-changed.v1.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { PropertyChangedV1, type PropertySummary } from '../../events/property-changed.v1.js';
import { outboxItem } from '../../events/publish.js';
import { SubscriberSubscribedV1 } from '../../events/subscriber-subscribed.v1.js';
import { deltasOf, topNeighbourhoods } from '../../shared/dashboard/rollup.js';

/** The bus event the relay builds from an outbox item. */
function busEvent<C extends EventContract>(contract: C, data: unknown, now = new Date('2025-06-10T15:00:00Z')): BusEvent {
  const item = outboxItem(contract, data as never, now);
  return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
}

const house: PropertySummary = {
  title: 'Maison',
  location: 'Lévis',
  price: 450_000,
  isActive: true,
  isFeatured: false,
  viewsCount: 40,
  // 23:30 in Quebec on June 9 (already June 10 in UTC): counts on the 9th.
  createdAt: '2025-06-10T03:30:00.000Z',
};
const propertyEvent = (before: PropertySummary | null, after: PropertySummary | null) =>
  busEvent(PropertyChangedV1, { propertyId: 'p1', change: !before ? 'created' : !after ? 'deleted' : 'updated', before, after });
const moves = (event: BusEvent) => Object.fromEntries(deltasOf(event).deltas.map((d) => [`${d.bucket} ${d.name}`, d.by]));

describe('dashboard rollup deltas', () => {
  it('a new active property counts on its Quebec creation day, in the totals and for its location', () => {
    expect(moves(propertyEvent(null, house))).toEqual({
      'day#2025-06-09 properties': 1,
      'totals activeProperties': 1,
      'totals portfolioValue': 450_000,
      'locations views#Lévis': 40,
      'locations listings#Lévis': 1,
    });
    expect(deltasOf(propertyEvent(null, house)).deltas.every((d) => d.scope === 'dashboard')).toBe(true);
  });

  it('a new inactive property moves nothing', () => {
    expect(moves(propertyEvent(null, { ...house, isActive: false }))).toEqual({});
  });

  it('an update that changes nothing counted moves nothing (a featured toggle, a title)', () => {
    expect(moves(propertyEvent(house, { ...house, isFeatured: true, title: 'Belle maison' }))).toEqual({});
  });

  it('a price change moves only the portfolio value; new views only the location views', () => {
    expect(moves(propertyEvent(house, { ...house, price: 430_000 }))).toEqual({ 'totals portfolioValue': -20_000 });
    expect(moves(propertyEvent(house, { ...house, viewsCount: 45 }))).toEqual({ 'locations views#Lévis': 5 });
  });

  it('a move to another location carries its views and listing over', () => {
    expect(moves(propertyEvent(house, { ...house, location: 'Québec' }))).toEqual({
      'locations views#Lévis': -40,
      'locations listings#Lévis': -1,
      'locations views#Québec': 40,
      'locations listings#Québec': 1,
    });
  });

  it('deactivating or deleting takes back exactly what the property added', () => {
    const taken = { 'day#2025-06-09 properties': -1, 'totals activeProperties': -1, 'totals portfolioValue': -450_000, 'locations views#Lévis': -40, 'locations listings#Lévis': -1 };
    expect(moves(propertyEvent(house, { ...house, isActive: false }))).toEqual(taken);
    expect(moves(propertyEvent(house, null))).toEqual(taken);
    expect(moves(propertyEvent({ ...house, isActive: false }, null))).toEqual({});
  });

  it('brokers: active ones on their creation day and in the total', () => {
    const agent = { name: 'Anne', isActive: true, createdAt: '2025-01-01T04:59:00.000Z' };
    const event = (before: typeof agent | null, after: typeof agent | null) => busEvent(AgentChangedV1, { agentId: 'a1', change: !before ? 'created' : !after ? 'deleted' : 'updated', before, after });
    expect(moves(event(null, agent))).toEqual({ 'day#2024-12-31 agents': 1, 'totals activeAgents': 1 });
    expect(moves(event(agent, { ...agent, name: 'Anne B.' }))).toEqual({});
    expect(moves(event(agent, { ...agent, isActive: false }))).toEqual({ 'day#2024-12-31 agents': -1, 'totals activeAgents': -1 });
  });

  it('a new lead counts on the Quebec day of the event, by type, and in the total', () => {
    const event = busEvent(LeadCreatedV1, { leadId: 'l1', leadType: 'vendeur', source: 'vendeur-form' }, new Date('2025-06-10T02:00:00Z'));
    expect(moves(event)).toEqual({ 'day#2025-06-09 leads': 1, 'day#2025-06-09 leads#vendeur': 1, 'totals leads': 1 });
  });

  it('a lead status change moves nothing; a type change moves the type; a deletion takes the lead back', () => {
    const lead: LeadSummary = { leadType: 'acheteur', status: 'new', createdAt: '2025-06-10T15:00:00.000Z' };
    const event = (after: LeadSummary | null) => busEvent(LeadChangedV1, { leadId: 'l1', change: after ? 'updated' : 'deleted', before: lead, after });
    expect(moves(event({ ...lead, status: 'contacted' }))).toEqual({});
    expect(moves(event({ ...lead, leadType: 'vendeur' }))).toEqual({ 'day#2025-06-10 leads#acheteur': -1, 'day#2025-06-10 leads#vendeur': 1 });
    expect(moves(event(null))).toEqual({ 'day#2025-06-10 leads': -1, 'day#2025-06-10 leads#acheteur': -1, 'totals leads': -1 });
  });

  it('keeps the event id as the idempotency key and refuses an event it does not count', () => {
    const event = propertyEvent(null, house);
    expect(deltasOf(event).eventId).toBe((event.detail as { id: string }).id);
    expect(() => deltasOf(busEvent(SubscriberSubscribedV1, { subscriberId: 's1', outcome: 'subscribed' }))).toThrow(/does not handle/);
  });
});

describe('popular neighbourhoods', () => {
  it('most viewed locations with active listings first, at most the count asked', () => {
    const counters = {
      'views#Lévis': 40,
      'listings#Lévis': 2,
      'views#Québec': 90,
      'listings#Québec': 1,
      'views#Sillery': 90,
      'listings#Sillery': 3,
      // Every listing there was deactivated: views 0, listings 0.
      'views#Beauport': 0,
      'listings#Beauport': 0,
      'views#Charlesbourg': 5,
      'listings#Charlesbourg': 1,
    };
    expect(topNeighbourhoods(counters, 3)).toEqual([
      { location: 'Sillery', views: 90, listings: 3 },
      { location: 'Québec', views: 90, listings: 1 },
      { location: 'Lévis', views: 40, listings: 2 },
    ]);
    expect(topNeighbourhoods(counters, 10).map((n) => n.location)).not.toContain('Beauport');
  });
});
