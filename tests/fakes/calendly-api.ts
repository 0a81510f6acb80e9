import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { listen, type FakeServer } from './fake-server.js';

/** The token the fake knows from the start (e2e: typed in the card; integration: saved by the tests). */
export const FAKE_CALENDLY_TOKEN = 'calendly-fake-token-0001';
export const FAKE_CALENDLY_ACCOUNT = { name: 'Courtage Québec (Calendly simulé)', email: 'rendez-vous@courtage-quebec.ca' };
/** The organisation of the fake's own account: bookings belong to it unless registered under another. */
export const FAKE_CALENDLY_ORGANIZATION = 'courtage-quebec';

/** What a test (or the widget fake) registers: one booked event and its invitee, as Calendly would hold them. */
export type FakeBooking = {
  eventId: string;
  inviteeId: string;
  name?: string;
  email?: string;
  phone?: string;
  startTime?: string;
  endTime?: string;
  eventName?: string;
  location?: { type: string; location?: string; join_url?: string };
  status?: 'active' | 'canceled';
  /** The event type's uuid (the event's `event_type` URI ends with it); a random one by default. */
  eventTypeUuid?: string;
  /** The Calendly organisation holding the event (FAKE_CALENDLY_ORGANIZATION by default): another account's token gets 403. */
  organization?: string;
  /** Answers given to this event's next requests, in order, before it answers normally (429/5xx, Retry-After in seconds). */
  failures?: { status: number; retryAfter?: number }[];
  /** Every answer about this event waits this long (a slow service). */
  delayMs?: number;
};

type Account = { token: string; name: string; email: string; organization?: string };
type Request = { method: string; path: string; at: number; authorized: boolean };

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/**
 * Stands in for Calendly's API v2 (https://developer.calendly.com/api-docs): Bearer token (unknown →
 * 401 `{title:'Unauthenticated'}`), `GET /users/me`, `GET /scheduled_events/{uuid}` and
 * `GET /scheduled_events/{uuid}/invitees/{uuid}` for the bookings it was told about (unknown → 404
 * `{title:'Resource Not Found'}`; an event of another organisation than the token's → 403
 * `{title:'Permission Denied'}`, as Calendly answers), scripted 429 (with Retry-After) and 5xx answers, slow answers.
 *
 * Control routes: `POST /__control/events` (a FakeBooking), `POST /__control/accounts` ({token, name, email, organization}),
 * `GET /__control/requests?event=<uuid>` (requests seen about that event), `POST /__control/reset`.
 */
export async function startFakeCalendlyApi(): Promise<FakeServer> {
  const accounts = new Map<string, Account>();
  const bookings = new Map<string, FakeBooking>();
  let requests: Request[] = [];
  const reset = () => {
    accounts.clear();
    accounts.set(FAKE_CALENDLY_TOKEN, { token: FAKE_CALENDLY_TOKEN, ...FAKE_CALENDLY_ACCOUNT, organization: FAKE_CALENDLY_ORGANIZATION });
    bookings.clear();
    requests = [];
  };
  reset();
  const base = (req: http.IncomingMessage) => `http://${req.headers.host ?? '127.0.0.1'}`;

  return listen(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const method = req.method ?? 'GET';

      if (url.pathname.startsWith('/__control/')) {
        if (method === 'POST' && url.pathname === '/__control/events') {
          const booking = (await readJson(req)) as FakeBooking;
          if (!booking.eventId || !booking.inviteeId) return json(res, 400, { message: 'eventId and inviteeId are required' });
          bookings.set(booking.eventId, { ...booking, failures: [...(booking.failures ?? [])] });
          return json(res, 201, { ok: true });
        }
        if (method === 'POST' && url.pathname === '/__control/accounts') {
          const account = (await readJson(req)) as Account;
          accounts.set(account.token, account);
          return json(res, 201, { ok: true });
        }
        if (method === 'GET' && url.pathname === '/__control/requests') {
          const event = url.searchParams.get('event');
          return json(res, 200, { requests: event ? requests.filter((r) => r.path.includes(`/scheduled_events/${event}`)) : requests });
        }
        if (method === 'POST' && url.pathname === '/__control/reset') {
          reset();
          return json(res, 200, { ok: true });
        }
        return json(res, 404, { message: 'unknown control route' });
      }

      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const account = token ? accounts.get(token) : undefined;
      requests.push({ method, path: url.pathname, at: Date.now(), authorized: Boolean(account) });
      if (!account) return json(res, 401, { title: 'Unauthenticated', message: 'The access token is invalid' });
      if (method !== 'GET') return json(res, 405, { title: 'Method Not Allowed', message: 'Only GET is served by this fake' });

      if (url.pathname === '/users/me') {
        const uri = `${base(req)}/users/${Buffer.from(account.token).toString('hex').slice(0, 16)}`;
        return json(res, 200, {
          resource: { uri, name: account.name, email: account.email, slug: 'courtage-quebec', scheduling_url: 'https://calendly.com/courtage-quebec', timezone: 'America/Toronto' },
        });
      }

      const match = /^\/scheduled_events\/([^/]+)(?:\/invitees\/([^/]+))?$/.exec(url.pathname);
      if (!match) return json(res, 404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
      const [, eventId, inviteeId] = match;
      const booking = bookings.get(decodeURIComponent(eventId!));
      if (booking?.delayMs) await new Promise((r) => setTimeout(r, booking.delayMs));
      const failure = booking?.failures?.shift();
      if (failure) {
        const headers: Record<string, string> = failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {};
        const title = failure.status === 429 ? 'Too Many Requests' : 'Internal Server Error';
        return json(res, failure.status, { title, message: failure.status === 429 ? 'Rate limit exceeded' : 'Temporary failure' }, headers);
      }
      if (booking && (booking.organization ?? FAKE_CALENDLY_ORGANIZATION) !== (account.organization ?? FAKE_CALENDLY_ORGANIZATION)) {
        return json(res, 403, { title: 'Permission Denied', message: 'You do not have permission to access this resource.' });
      }
      if (!booking || (inviteeId !== undefined && decodeURIComponent(inviteeId) !== booking.inviteeId)) {
        return json(res, 404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
      }
      const eventUri = `https://api.calendly.com/scheduled_events/${booking.eventId}`;
      const start = booking.startTime ?? new Date(Date.now() + 2 * 86_400_000).toISOString();
      const end = booking.endTime ?? new Date(Date.parse(start) + 45 * 60_000).toISOString();
      if (inviteeId === undefined) {
        return json(res, 200, {
          resource: {
            uri: eventUri,
            name: booking.eventName ?? 'Visite de propriété',
            status: booking.status ?? 'active',
            start_time: start,
            end_time: end,
            event_type: `https://api.calendly.com/event_types/${booking.eventTypeUuid ?? randomUUID()}`,
            location: booking.location ?? { type: 'physical', location: 'Sur place, à la propriété' },
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          },
        });
      }
      return json(res, 200, {
        resource: {
          uri: `${eventUri}/invitees/${booking.inviteeId}`,
          event: eventUri,
          name: booking.name ?? 'Visiteur Calendly',
          email: booking.email ?? `visiteur-${booking.inviteeId.slice(0, 8)}@exemple.ca`,
          text_reminder_number: booking.phone ?? null,
          status: booking.status ?? 'active',
          timezone: 'America/Toronto',
          questions_and_answers: [{ question: 'Propriété', answer: 'Réservée depuis le site', position: 0 }],
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        },
      });
    } catch (error) {
      json(res, 500, { title: 'Internal Server Error', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
