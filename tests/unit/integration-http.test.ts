import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type FakeServer } from '../fakes/fake-server.js';
import { backoffDelay, callIntegration, integrationClient, IntegrationError, isRetryableStatus, retryAfterMs, type RetryPolicy } from '../../shared/integrations/server/http.js';

describe('retry policy', () => {
  it('retries timeouts, 429 and 5xx, never another 4xx', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 200, 201]) expect(isRetryableStatus(status), String(status)).toBe(false);
  });

  it('backs off exponentially from its base, capped at 8 s', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 300))).toEqual([300, 600, 1200, 2400]);
    expect(backoffDelay(10, 300)).toBe(8_000);
  });

  it('reads Retry-After as seconds or an HTTP date, and ignores garbage', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', now)).toBe(5_000);
    // A date already past: try now, never a negative wait.
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
    expect(retryAfterMs('bientôt', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
  });
});

/** A tiny server answering a scripted list of statuses (then 201), counting the calls. */
let server: FakeServer;
let script: { status: number; headers?: Record<string, string>; body?: unknown; delayMs?: number }[] = [];
const calls: number[] = [];
beforeAll(async () => {
  server = await listen(async (_req, res) => {
    calls.push(Date.now());
    const next = script.shift() ?? { status: 201, body: { id: 'ok' } };
    if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body ?? {}));
  });
});
afterAll(() => server.stop());

const POLICY: RetryPolicy = { attempts: 4, timeoutMs: 2_000, maxRetryAfterMs: 5_000, totalMs: 10_000, idempotentPosts: true };
const post = (policy: Partial<RetryPolicy> = {}) => {
  const client = integrationClient({ baseUrl: server.origin, policy: { ...POLICY, ...policy } });
  return callIntegration('Service', () => client.post('things', { json: {} }).json<{ id: string }>());
};

describe('integrationClient against a local server', () => {
  it('honours Retry-After on 429 before trying again', async () => {
    calls.length = 0;
    script = [{ status: 429, headers: { 'retry-after': '1' }, body: { message: 'slow down' } }];
    expect(await post()).toEqual({ id: 'ok' });
    expect(calls).toHaveLength(2);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(950);
  });

  it('retries a 503 and succeeds', async () => {
    calls.length = 0;
    script = [{ status: 503 }, { status: 503 }];
    expect(await post()).toEqual({ id: 'ok' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 400: one call, a rejected error with the service message', async () => {
    calls.length = 0;
    script = [{ status: 400, body: { message: 'email is invalid' } }];
    const error = await post().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: 'Service a répondu 400 : email is invalid', retryable: false });
    expect(calls).toHaveLength(1);
  });

  it('calls a 401 an auth error, not retried', async () => {
    calls.length = 0;
    script = [{ status: 401, body: { message: 'Invalid API key' } }];
    expect(await post().catch((e: unknown) => e)).toMatchObject({ kind: 'auth', status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('gives up after its attempts with an unavailable (retryable) error', async () => {
    calls.length = 0;
    script = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    expect(await post().catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', status: 500, retryable: true });
    expect(calls).toHaveLength(4);
  });

  it('gives up at once on a 429 asking to wait longer than maxRetryAfterMs: one call, unavailable (the bus retries later)', async () => {
    calls.length = 0;
    script = [{ status: 429, headers: { 'retry-after': '30' }, body: { message: 'slow down' } }];
    const started = Date.now();
    expect(await post().catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', status: 429, retryable: true });
    expect(calls).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('without idempotent POSTs, does not send a create again after a 503 (it may have been processed)', async () => {
    calls.length = 0;
    script = [{ status: 503 }];
    expect(await post({ idempotentPosts: false }).catch((e: unknown) => e)).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('without idempotent POSTs, still retries a 429 (refused before any work)', async () => {
    calls.length = 0;
    script = [{ status: 429, headers: { 'retry-after': '0' } }];
    expect(await post({ idempotentPosts: false })).toEqual({ id: 'ok' });
    expect(calls).toHaveLength(2);
  });

  it('ends a slow call after totalMs with an unavailable error, retries included', async () => {
    calls.length = 0;
    script = [{ status: 201, body: { id: 'late' }, delayMs: 3_000 }];
    const started = Date.now();
    const error = await post({ timeoutMs: 5_000, totalMs: 700 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, message: "Service n'a pas répondu à temps" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toHaveLength(1);
  });
});
