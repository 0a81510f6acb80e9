import { describe, expect, it } from 'vitest';
import { FUNCTION_REGISTRY } from '../../infra/functions.js';
import { DEFAULT_RETRY_POLICY, INTERACTIVE_RETRY_POLICY } from '../../shared/integrations/server/http.js';

/** Lambda's default timeout when a function does not set one. */
const DEFAULT_TIMEOUT_SECONDS = 3;
const timeoutMs = (name: string) => (FUNCTION_REGISTRY.find((f) => f.name === name)?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;

describe('time budgets of the consumers and their third-party calls', () => {
  it('lets a retry take over the processed-event lease of a run that died (lease longer than any consumer, shorter than the first retry)', async () => {
    // The module builds its table client on import: it needs a table name, never a connection, here.
    process.env.TABLE_NAME ??= 'brokerage';
    process.env.AWS_REGION ??= 'ca-central-1';
    const { LEASE_MS } = await import('../../shared/db/processed-events.js');
    const consumers = FUNCTION_REGISTRY.filter((f) => f.trigger.kind === 'event' || f.trigger.kind === 'storage');
    for (const consumer of consumers) expect(timeoutMs(consumer.name), consumer.name).toBeLessThan(LEASE_MS);
    // Lambda retries an asynchronous call about a minute after the failed one ended.
    expect(LEASE_MS).toBeLessThan(Math.min(...consumers.map((c) => timeoutMs(c.name))) + 60_000);
  });

  it('ends a third-party call, retries included, before the Lambda that makes it is killed', () => {
    for (const name of ['lead-crm-sync', 'sales-crm-sync', 'visit-completion']) expect(DEFAULT_RETRY_POLICY.totalMs, name).toBeLessThan(timeoutMs(name));
    // An admin button waits behind API Gateway's 30 s limit, with the rest of the request to do.
    expect(INTERACTIVE_RETRY_POLICY.totalMs).toBeLessThanOrEqual(10_000);
  });
});
