import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { createLocalBus } from '../../infra/local/event-relay.js';

const rule = { name: 'r', description: '', pattern: { source: ['s'], 'detail-type': ['T'] }, handler: 'h', maxAttempts: 3 };
const event: BusEvent = { id: 'e1', source: 's', 'detail-type': 'T', time: '2026-01-01T00:00:00Z', detail: {} };

describe('local bus', () => {
  it('retries a failing consumer and parks the event after maxAttempts', async () => {
    let calls = 0;
    const bus = createLocalBus({ rules: [rule], retryDelayMs: 1, consumers: {
        h: async () => {
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
        h: async () => {
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
});
