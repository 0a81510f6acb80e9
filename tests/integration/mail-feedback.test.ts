import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { adminToken, api, asVisitor, guarded, useStackTable } from './helpers.js';

/**
 * SES's bounce and complaint events (issue 24: mail that leaves) take an address off the newsletter. SES's
 * local stand-in bounces nothing, so the events are SES's documented shape, handed to the deployed handler.
 */
const run = randomBytes(4).toString('hex');
const address = (name: string) => `${name}-${run}@exemple.ca`;
const context = { functionName: 'mail-feedback', awsRequestId: 'test', invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:x', memoryLimitInMB: '512', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

const sesEvent = (detailType: 'Email Bounced' | 'Email Complaint Received', detail: object, id = randomUUID()): BusEvent => ({
  version: '0',
  id,
  source: 'aws.ses',
  'detail-type': detailType,
  account: '123456789012',
  time: new Date().toISOString(),
  region: 'ca-central-1',
  resources: [],
  detail: { mail: { messageId: randomUUID(), destination: [] }, ...detail },
} as unknown as BusEvent);
const bounce = (bounceType: 'Permanent' | 'Transient', ...emails: string[]) =>
  sesEvent('Email Bounced', { eventType: 'Bounce', bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: emails.map((emailAddress) => ({ emailAddress })) } });
const complaint = (...emails: string[]) => sesEvent('Email Complaint Received', { eventType: 'Complaint', complaint: { complainedRecipients: emails.map((emailAddress) => ({ emailAddress })) } });

const subscribe = async (email: string) => expect((await api('/api/newsletter', { method: 'POST', json: guarded({ email, source: 'footer' }), headers: asVisitor() })).status).toBe(201);
const statusOf = async (email: string) => {
  const { body } = await api(`/api/admin/subscribers?${new URLSearchParams({ q: email })}`, { token: await adminToken() });
  return (body.items as { email: string; status: string }[]).find((s) => s.email === email)?.status;
};
const stats = async () => (await api('/api/admin/subscribers/stats', { token: await adminToken() })).body as { active: number; unsubscribed: number };

let handler: (event: BusEvent, context: Context) => Promise<unknown>;
beforeAll(async () => {
  useStackTable();
  ({ handler } = (await import('../../functions/consumers/mail-feedback.js')) as unknown as { handler: typeof handler });
});

describe('mail feedback from SES', () => {
  it('unsubscribes a permanently bounced address, with the counters, once per event', async () => {
    const email = address('bounced');
    await subscribe(email);
    const before = await stats();
    const event = bounce('Permanent', email.toUpperCase());
    expect(await handler(event, context)).toBe(1);
    expect(await statusOf(email)).toBe('unsubscribed');
    const after = await stats();
    expect({ active: after.active - before.active, unsubscribed: after.unsubscribed - before.unsubscribed }).toEqual({ active: -1, unsubscribed: 1 });
    // The bus may deliver the same event twice: nothing moves again.
    expect(await handler(event, context)).toBe('duplicate');
  });

  it('unsubscribes every complaining recipient, and ignores addresses that are not subscribers', async () => {
    const complaining = address('complained');
    await subscribe(complaining);
    expect(await handler(complaint(complaining, address('stranger')), context)).toBe(1);
    expect(await statusOf(complaining)).toBe('unsubscribed');
  });

  it('leaves a subscriber whose mailbox was only full (a transient bounce may deliver later)', async () => {
    const email = address('transient');
    await subscribe(email);
    expect(await handler(bounce('Transient', email), context)).toBe(0);
    expect(await statusOf(email)).toBe('active');
  });

  it('refuses an event of another kind (a wiring error goes to the dead-letter queue)', async () => {
    await expect(handler({ ...complaint(address('x')), source: 'aws.s3' } as BusEvent, context)).rejects.toThrow(/Unexpected event aws\.s3/);
  });
});
