import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSchedulingWidget = { origin: string; stop(): Promise<void> };

const EVENTS_BASE = 'https://api.calendly.com/scheduled_events/';
/** What the API accepts in an event or invitee id (shared/appointments/schema.ts). */
const ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** JSON that cannot close the <script> element it is embedded in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type PageInput = { path: string; answer: string; eventId: string; inviteeId: string; previousEventId: string; previousInviteeId: string };

function page(input: PageInput): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Widget de réservation (simulé)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #0b1f3a; background: #fff; }
  button { font: inherit; padding: 10px 16px; margin: 8px 8px 0 0; border-radius: 8px; border: 2px solid #0b1f3a; background: #0b1f3a; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b1f3a; }
  code { word-break: break-all; }
</style>
</head>
<body>
<main>
  <h1>Réserver une visite (widget simulé)</h1>
  <p>Calendrier : <code data-testid="path">${escapeHtml(input.path)}</code></p>
  <p>Réponse a1 : <span data-testid="answer">${escapeHtml(input.answer)}</span></p>
  <button type="button" id="confirm">Confirmer la visite</button>
  <button type="button" id="resend" class="secondary">Renvoyer la même visite</button>
  <p id="status" role="status"></p>
</main>
<script>
  const BASE = ${scriptJson(EVENTS_BASE)};
  const current = { event: ${scriptJson(input.eventId)}, invitee: ${scriptJson(input.inviteeId)} };
  // Until this page books, "resend" replays the booking of the page served before it.
  let last = { event: ${scriptJson(input.previousEventId)}, invitee: ${scriptJson(input.previousInviteeId)} };
  function send(booking) {
    last = booking;
    const uri = BASE + booking.event;
    parent.postMessage(
      { event: 'calendly.event_scheduled', payload: { event: { uri }, invitee: { uri: uri + '/invitees/' + booking.invitee } } },
      '*',
    );
    document.getElementById('status').textContent = 'Événement envoyé : ' + booking.event;
  }
  document.getElementById('confirm').addEventListener('click', () => send(current));
  document.getElementById('resend').addEventListener('click', () => send(last));
</script>
</body>
</html>`;
}

/** The visitor a booking of this widget names (the e2e specs find it again from the invitee id). */
export const widgetInvitee = (inviteeId: string) => ({ name: `Visiteur ${inviteeId.slice(0, 8)}`, email: `visiteur-${inviteeId.slice(0, 8)}@exemple.ca` });

/**
 * Tells the Calendly API fake (tests/fakes/calendly-api.ts, its origin in CALENDLY_API_URL, read when
 * a page is served: the fakes start in the same process) about the booking this page will report, so
 * the visit-completion consumer finds it as it would find a real one. Without that fake, nothing.
 */
async function registerWithApi(booking: { event: string; invitee: string }) {
  const api = process.env.CALENDLY_API_URL;
  if (!api || !api.startsWith('http://127.0.0.1')) return;
  await fetch(`${api}/__control/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventId: booking.event, inviteeId: booking.invitee, ...widgetInvitee(booking.invitee), phone: '+1 418-555-0142' }),
  }).catch(() => undefined);
}

/**
 * A stand-in for the Calendly inline widget: every GET answers a page that posts
 * `calendly.event_scheduled` to its parent, like the real embed does once a visit is booked.
 * "Confirmer la visite" books a new event (random id, or `?event=<id>`); "Renvoyer la même visite"
 * re-sends the last booking, including the one of the page served before to the same embedding (the site's
 * host and the visit's prefilled answer: tests on other stacks or properties at the same time do not mix), to
 * test duplicates.
 */
export async function startFakeSchedulingWidget(port = 0): Promise<FakeSchedulingWidget> {
  const previous = new Map<string, { event: string; invitee: string }>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    const requested = url.searchParams.get('event') ?? '';
    const booking = { event: ID_PATTERN.test(requested) ? requested : randomUUID(), invitee: randomUUID() };
    const embedding = `${url.searchParams.get('embed_domain')}|${url.searchParams.get('a1')}`;
    const before = previous.get(embedding) ?? booking;
    previous.set(embedding, booking);
    // Like a real booking, the event now exists on the scheduling API (its fake, when one runs).
    await registerWithApi(booking);
    const html = page({
      path: url.pathname,
      answer: url.searchParams.get('a1') ?? '',
      eventId: booking.event,
      inviteeId: booking.invitee,
      previousEventId: before.event,
      previousInviteeId: before.invitee,
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : html);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 127.0.0.1 rather than localhost: another site than the app (like calendly.com) and no IPv6 guess.
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${actualPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
