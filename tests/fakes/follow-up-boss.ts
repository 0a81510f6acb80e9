import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { listen, type FakeServer } from './fake-server.js';

/** The API key the fake accepts (HTTP Basic user name, empty password); `POST /__control/keys` replaces the list. */
export const FAKE_FOLLOWUPBOSS_KEY = 'fub-test-key-7777';

export type FakeFubEvent = { id: string; system: string | undefined; body: Record<string, unknown>; receivedAt: string };
export type FubBehaviour = { fail?: number; rateLimit?: { retryAfterSeconds: number }; delayMs?: number; times?: number };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

/** The API key of an HTTP Basic header (user name; FUB wants an empty password). */
const basicUser = (header: string | undefined) => {
  if (!header?.startsWith('Basic ')) return '';
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  return decoded.split(':')[0] ?? '';
};

/**
 * Stands in for Follow Up Boss's `POST /v1/events` (https://docs.followupboss.com/reference/events-post):
 * Basic auth (401 otherwise), 400 without a person (or with neither e-mail nor phone), 201 `{ id, personId }`.
 * Control routes: `POST /__control/behaviour` ({ fail, rateLimit, delayMs, times }), `POST /__control/keys`,
 * `GET /__control/events`, `GET /__control/requests`, `POST /__control/reset`.
 */
export async function startFakeFollowUpBoss(): Promise<FakeServer> {
  let keys = [FAKE_FOLLOWUPBOSS_KEY];
  let behaviour: FubBehaviour = {};
  let remaining = 0;
  let events: FakeFubEvent[] = [];
  let requests = 0;
  const take = () => {
    if (behaviour.times === undefined) return behaviour;
    if (remaining <= 0) return {};
    remaining -= 1;
    return behaviour;
  };

  return listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/__control/')) {
      if (req.method === 'POST' && url.pathname === '/__control/behaviour') {
        behaviour = ((await readJson(req)) as FubBehaviour | null) ?? {};
        remaining = behaviour.times ?? 0;
        return json(res, 200, { behaviour });
      }
      if (req.method === 'POST' && url.pathname === '/__control/keys') {
        keys = ((await readJson(req)) as { keys: string[] }).keys;
        return json(res, 200, { keys: keys.length });
      }
      if (req.method === 'GET' && url.pathname === '/__control/events') return json(res, 200, { items: events });
      if (req.method === 'GET' && url.pathname === '/__control/requests') return json(res, 200, { count: requests });
      if (req.method === 'POST' && url.pathname === '/__control/reset') {
        keys = [FAKE_FOLLOWUPBOSS_KEY];
        behaviour = {};
        remaining = 0;
        events = [];
        requests = 0;
        return json(res, 200, { reset: true });
      }
      return json(res, 404, { message: 'unknown control route' });
    }

    requests += 1;
    if (!(req.method === 'POST' && url.pathname === '/v1/events')) return json(res, 404, { errorMessage: 'Not found' });
    if (!keys.includes(basicUser(req.headers.authorization))) return json(res, 401, { errorMessage: 'Invalid API key' });
    const now = take();
    if (now.delayMs) await new Promise((resolve) => setTimeout(resolve, now.delayMs));
    if (now.fail) return json(res, now.fail, { errorMessage: 'Service unavailable' });
    if (now.rateLimit) return json(res, 429, { errorMessage: 'Rate limit exceeded' }, { 'retry-after': String(now.rateLimit.retryAfterSeconds) });

    const body = (await readJson(req)) as Record<string, unknown> | null;
    const person = body?.person as { emails?: unknown[]; phones?: unknown[] } | undefined;
    if (!body || !person || typeof person !== 'object') return json(res, 400, { errorMessage: 'person is required' });
    if (!person.emails?.length && !person.phones?.length) return json(res, 400, { errorMessage: 'person needs an email or a phone' });
    const event: FakeFubEvent = { id: randomUUID(), system: req.headers['x-system'] as string | undefined, body, receivedAt: new Date().toISOString() };
    events.push(event);
    return json(res, 201, { id: event.id, personId: events.length });
  });
}
