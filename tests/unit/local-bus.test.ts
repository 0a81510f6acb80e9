import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { createLocalBus } from '../../infra/local/event-relay.js';
import { matches, patternFor, type ConsumerRule } from '../../events/rules.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';

const rule: ConsumerRule = { name: 'r', description: '', pattern: { source: ['s'], 'detail-type': ['T'], detail: { version: [1] } }, maxAttempts: 3 };
const event: BusEvent = { id: 'e1', source: 's', 'detail-type': 'T', time: '2026-01-01T00:00:00Z', detail: { id: 'e1', type: 'T', version: 1, data: {} } };

describe('local bus', () => {
  it('retries a failing consumer and parks the event after maxAttempts', async () => {
    let calls = 0;
    const bus = createLocalBus({ rules: [rule], retryDelayMs: 1, consumers: {
        r: async () => {
          calls++;
          throw new Error('boom');
        },
      },
    });
    bus.publish(event);
    await bus.drain();
    expect(calls).toBe(3);
    expect(bus.deadLetters).toMatchObject([{ rule: 'r', error: 'boom', attempts: 3, event: { id: 'e1' } }]);
  });

  it('delivers once when the consumer succeeds after a retry, and ignores unmatched events', async () => {
    let calls = 0;
    const bus = createLocalBus({
      rules: [rule],
      retryDelayMs: 1,
      consumers: {
        r: async () => {
          calls++;
          if (calls === 1) throw new Error('transient');
        },
      },
    });
    bus.publish(event);
    bus.publish({ ...event, 'detail-type': 'Other' });
    await bus.drain();
    expect(calls).toBe(2);
    expect(bus.deadLetters).toEqual([]);
  });

  it('routes on the envelope version too: a v2 event never reaches a v1 consumer', async () => {
    let calls = 0;
    const bus = createLocalBus({ rules: [rule], retryDelayMs: 1, consumers: { r: async () => void calls++ } });
    bus.publish({ ...event, detail: { ...(event.detail as object), version: 2 } });
    bus.publish({ ...event, detail: JSON.stringify(event.detail) });
    await bus.drain();
    expect(calls).toBe(1);
    expect(bus.deadLetters).toEqual([]);
  });
});

describe('rule patterns', () => {
  it('match source, detail-type and the contract version', () => {
    const lead = { source: 'brokerage.leads', 'detail-type': 'LeadCreated' };
    const v1 = { ...rule, pattern: patternFor(LeadCreatedV1) };
    expect(v1.pattern).toEqual({ source: ['brokerage.leads'], 'detail-type': ['LeadCreated'], detail: { version: [1] } });
    expect(matches(v1, { ...lead, detail: { version: 1 } })).toBe(true);
    expect(matches(v1, { ...lead, detail: { version: 2 } })).toBe(false);
    expect(matches(v1, { ...lead, detail: {} })).toBe(false);
    expect(matches(v1, { ...lead, 'detail-type': 'LeadUpdated', detail: { version: 1 } })).toBe(false);
  });
});
