import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { outboxItem } from '../../events/publish.js';
import { useStackTable } from './helpers.js';
import { ruleConsumer } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';

/** The consumer called directly against the stack's DynamoDB Local, as a redelivery would. */
let handler: (event: BusEvent) => Promise<unknown>;
let createSellerLead: typeof import('../../shared/leads/service.js').createSellerLead;
let leadRepository: typeof import('../../shared/leads/repository.js').leadRepository;

beforeAll(async () => {
  useStackTable();
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('lead-crm-sync'));
  createSellerLead = (await import('../../shared/leads/service.js')).createSellerLead;
  leadRepository = (await import('../../shared/leads/repository.js')).leadRepository;
});

const busEvent = (leadId: string): BusEvent => {
  const item = outboxItem(LeadCreatedV1, { leadId, leadType: 'vendeur', source: 'vendeur-form' });
  return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
};

describe('lead-crm-sync consumer', () => {
  it('handles an event once even when it is delivered twice at the same time', async () => {
    const lead = await createSellerLead({ nom: 'Luc', email: 'luc@example.com', telephone: '418', adresse: '2 rue B, Québec' });
    const event = busEvent(lead.id);
    const outcomes = await Promise.all([handler(event), handler(event)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'not-configured']);
    expect(await handler(event)).toBe('duplicate');
    const stored = await leadRepository.get(lead.id);
    expect(stored).toMatchObject({ syncStatus: 'pending' });
  });

  it('is done with an event whose lead was erased meanwhile (no retries into the dead-letter queue)', async () => {
    const event = busEvent(`erased-${randomUUID()}`);
    expect(await handler(event)).toBe('lead-erased');
    expect(await handler(event)).toBe('duplicate');
  });

  it('refuses an event that does not match its contract', async () => {
    const event = busEvent('x');
    await expect(handler({ ...event, detail: { ...(event.detail as object), data: { leadId: 42 } } })).rejects.toThrow();
  });
});

describe('runOnce leases', () => {
  it('releases the event when the work fails, so a retry runs it again', async () => {
    const { runOnce } = await import('../../shared/db/processed-events.js');
    const eventId = randomUUID();
    await expect(runOnce('test-consumer', eventId, async () => Promise.reject(new Error('CRM indisponible')))).rejects.toThrow('CRM indisponible');
    expect(await runOnce('test-consumer', eventId, async () => 'retried')).toEqual({ duplicate: false, result: 'retried' });
  });

  it('takes over an event whose previous run died without releasing it, once the lease expired', async () => {
    const { runOnce, LEASE_MS } = await import('../../shared/db/processed-events.js');
    const eventId = randomUUID();
    let clock = Date.now();
    const now = () => clock;
    // A run that never finishes (the Lambda was killed): its lease stays.
    void runOnce('test-consumer', eventId, () => new Promise(() => undefined), now);
    await new Promise((r) => setTimeout(r, 300));
    expect(await runOnce('test-consumer', eventId, async () => 'second', now)).toEqual({ duplicate: true });
    clock += LEASE_MS + 1;
    expect(await runOnce('test-consumer', eventId, async () => 'after-lease', now)).toEqual({ duplicate: false, result: 'after-lease' });
    expect(await runOnce('test-consumer', eventId, async () => 'again', now)).toEqual({ duplicate: true });
  });
});
