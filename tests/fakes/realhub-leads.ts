import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { listen, type FakeServer } from './fake-server.js';

/** The key the fake accepts by default (tests save it in the lead CRM card); `POST /__control/keys` replaces the list. */
export const FAKE_REALHUB_LEADS_KEY = 'realhub-leads-test-key-4242';

/** One lead as the fake keeps it (RealHub's record: our body plus its id). */
export type FakeRealhubLead = { id: string; idempotencyKey: string; agent_id: string; body: Record<string, unknown>; receivedAt: string };

/**
 * What the next calls do. `fail`: that status for `times` calls (e.g. 503 ×3); `rateLimit`: 429 with
 * Retry-After for `times` calls; `delayMs`: answer that late; `dieMidCall`: the record is created but the
 * connection is destroyed before any answer, `times` times; `reject`: a 4xx with a message for `times` calls.
 */
export type RealhubBehaviour = {
  fail?: number;
  rateLimit?: { retryAfterSeconds: number };
  delayMs?: number;
  dieMidCall?: boolean;
  reject?: { status: number; message: string };
  times?: number;
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Stands in for RealHub's lead API (assumed shape: RealHub publishes no docs we can read; see
 * docs/integrations.md): `POST /leads` with `Authorization: Bearer <key>` and `Idempotency-Key`, JSON
 * body → 201 `{ id }`; the same key again → the same record (200, same id). 401 on a wrong or missing
 * key, 422 `{ message }` when the lead has neither e-mail nor phone or no name/agent.
 * Control routes (tests): `POST /__control/behaviour`, `POST /__control/keys {keys}`, `GET /__control/leads`,
 * `GET /__control/requests` ({ count, leads: count of POST /leads }), `POST /__control/reset`.
 */
export async function startFakeRealhubLeads(): Promise<FakeServer> {
  let keys = [FAKE_REALHUB_LEADS_KEY];
  let behaviour: RealhubBehaviour = {};
  let remaining = 0;
  let leads: FakeRealhubLead[] = [];
  let requests = 0;

  /** Takes one use of the current behaviour (`times` absent: it stays until reset). */
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
        behaviour = ((await readJson(req)) as RealhubBehaviour) ?? {};
        remaining = behaviour.times ?? 0;
        return json(res, 200, { behaviour });
      }
      if (req.method === 'POST' && url.pathname === '/__control/keys') {
        keys = ((await readJson(req)) as { keys: string[] }).keys;
        return json(res, 200, { keys: keys.length });
      }
      if (req.method === 'GET' && url.pathname === '/__control/leads') return json(res, 200, { items: leads });
      if (req.method === 'GET' && url.pathname === '/__control/requests') return json(res, 200, { count: requests });
      if (req.method === 'POST' && url.pathname === '/__control/reset') {
        keys = [FAKE_REALHUB_LEADS_KEY];
        behaviour = {};
        remaining = 0;
        leads = [];
        requests = 0;
        return json(res, 200, { reset: true });
      }
      return json(res, 404, { message: 'unknown control route' });
    }

    requests += 1;
    if (!(req.method === 'POST' && url.pathname.replace(/\/+$/, '').endsWith('/leads'))) return json(res, 404, { message: 'Not found' });
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : '';
    if (!keys.includes(key)) return json(res, 401, { message: 'Invalid API key' });

    const now = take();
    if (now.delayMs) await new Promise((resolve) => setTimeout(resolve, now.delayMs));
    // The caller gave up meanwhile (its timeout): nothing to read or answer.
    if (req.destroyed || res.destroyed) return;
    if (now.fail) return json(res, now.fail, { message: 'Service temporarily unavailable' });
    if (now.rateLimit) return json(res, 429, { message: 'Too many requests' }, { 'retry-after': String(now.rateLimit.retryAfterSeconds) });
    if (now.reject) return json(res, now.reject.status, { message: now.reject.message });

    const body = await readJson(req);
    if (!body || typeof body !== 'object') return json(res, 400, { message: 'Invalid JSON body' });
    const lead = body as Record<string, unknown>;
    const idempotencyKey = text(req.headers['idempotency-key']);
    if (!idempotencyKey) return json(res, 400, { message: 'Idempotency-Key header is required' });
    if (!text(lead.agent_id)) return json(res, 422, { message: 'agent_id is required' });
    if (!text(lead.name)) return json(res, 422, { message: 'name is required' });
    if (!text(lead.email) && !text(lead.phone)) return json(res, 422, { message: 'email or phone is required' });

    const existing = leads.find((l) => l.idempotencyKey === idempotencyKey);
    if (existing) {
      if (now.dieMidCall) return req.socket.destroy();
      return json(res, 200, { id: existing.id });
    }
    const record: FakeRealhubLead = { id: `rh_${randomUUID()}`, idempotencyKey, agent_id: text(lead.agent_id), body: lead, receivedAt: new Date().toISOString() };
    leads.push(record);
    // Created, then the connection drops before the answer: the caller cannot know it worked.
    if (now.dieMidCall) return req.socket.destroy();
    return json(res, 201, { id: record.id });
  });
}
