import { describe, expect, it } from 'vitest';
import { parseEvent } from '../../events/envelope.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { EVENT_CATALOGUE } from '../../events/catalogue.js';
import { outboxItem } from '../../events/publish.js';
import { CONSUMER_RULES, matches, patternFor, patternForAll } from '../../events/rules.js';
import { toBusEvent } from '../../infra/local/event-relay.js';
import { TABLE } from '../../shared/db/table.js';

const now = new Date('2026-11-21T12:00:00Z');
const item = outboxItem(LeadCreatedV1, { leadId: 'l1', leadType: 'vendeur', source: 'vendeur-form' }, now);

/** A stream record the way DynamoDB emits an ElectroDB outbox insert. */
const streamRecord = (eventName: 'INSERT' | 'MODIFY', entity: string = TABLE.outboxEntity) => ({
  eventName,
  dynamodb: {
    SequenceNumber: '1',
    NewImage: {
      [TABLE.entityAttribute]: { S: entity },
      source: { S: item.source },
      detailType: { S: item.detailType },
      detail: { S: item.detail },
    },
  },
});

describe('outbox → bus', () => {
  it('wraps the data in a versioned envelope with a TTL', () => {
    expect(item).toMatchObject({ source: 'brokerage.leads', detailType: 'LeadCreated', occurredAt: now.toISOString() });
    expect(item.expiresAt).toBe(now.getTime() / 1000 + 7 * 24 * 3600);
    expect(JSON.parse(item.detail)).toMatchObject({ id: item.eventId, type: 'LeadCreated', version: 1, data: { leadId: 'l1' } });
  });

  it('refuses data that breaks the contract', () => {
    expect(() => outboxItem(LeadCreatedV1, { leadId: '', leadType: 'vendeur', source: 'x' })).toThrow();
  });

  it('relays only outbox INSERTs, with the Pipe mapping', () => {
    const event = toBusEvent(streamRecord('INSERT'))!;
    expect(event.source).toBe('brokerage.leads');
    expect(event['detail-type']).toBe('LeadCreated');
    expect(parseEvent(LeadCreatedV1, event).data).toEqual({ leadId: 'l1', leadType: 'vendeur', source: 'vendeur-form' });
    expect(toBusEvent(streamRecord('MODIFY'))).toBeNull();
    expect(toBusEvent(streamRecord('INSERT', 'lead'))).toBeNull();
  });

  it('parseEvent rejects another event type or version', () => {
    const event = toBusEvent(streamRecord('INSERT'))!;
    expect(() => parseEvent(LeadCreatedV1, { ...event, 'detail-type': 'Other' })).toThrow();
    expect(() => parseEvent(LeadCreatedV1, { ...event, detail: { ...(event.detail as object), version: 2 } })).toThrow(/version/);
  });

  it('routes LeadCreated to both CRMs, the live channel, the dashboard rollup and the notifications', () => {
    const event = toBusEvent(streamRecord('INSERT'))!;
    expect(CONSUMER_RULES.filter((r) => matches(r, event)).map((r) => r.name)).toEqual(['lead-crm-sync', 'live-updates', 'dashboard-rollup', 'sales-crm-sync', 'notifications']);
  });

  it('routes a later version of LeadCreated to no consumer written for v1', () => {
    const event = toBusEvent(streamRecord('INSERT'))!;
    const v2 = { ...event, detail: { ...(event.detail as object), version: LeadCreatedV1.version + 1 } };
    expect(CONSUMER_RULES.filter((r) => matches(r, v2))).toEqual([]);
  });

  it('derives every rule pattern from catalogued contracts, their versions included', () => {
    for (const rule of CONSUMER_RULES) {
      const contracts = rule.pattern['detail-type'].map((t) => EVENT_CATALOGUE.find((e) => e.detailType === t)!);
      expect(contracts.every(Boolean), rule.name).toBe(true);
      expect(rule.pattern, rule.name).toEqual(contracts.length === 1 ? patternFor(contracts[0]!) : patternForAll(contracts));
    }
  });

  it('has one catalogue entry per detail type, and every rule listens to a catalogued event', () => {
    const types = EVENT_CATALOGUE.map((e) => `${e.source}/${e.detailType}`);
    expect(new Set(types).size).toBe(types.length);
    for (const rule of CONSUMER_RULES) {
      for (const t of rule.pattern['detail-type']) expect(EVENT_CATALOGUE.some((e) => e.detailType === t)).toBe(true);
    }
  });
});
