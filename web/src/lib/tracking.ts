// The tracker: page visits and event batches, sent only with consent (tracking-consent.ts). No library.
import { onConsentChange, sessionToken, trackingAllowed } from './tracking-consent';
import { deviceTypeOf, eventQueue, visitThrottle, type QueuedEvent, type TrackedEventType } from './tracking-rules';

const VISIT_URL = '/api/track/visit';
const EVENTS_URL = '/api/track/events';

function post(url: string, body: unknown, via: 'fetch' | 'beacon') {
  const json = JSON.stringify(body);
  if (via === 'beacon' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  }
  // Fire and forget: tracking never bothers the visitor with an error.
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

// The path only: a query or fragment may hold what is not ours to send (a token, a search).
const pageUrl = () => location.pathname;

const queue = eventQueue((events, via) => {
  const token = sessionToken();
  if (token) post(EVENTS_URL, { sessionToken: token, pageUrl: pageUrl(), events }, via);
});
const visitAllowedNow = visitThrottle();

/** A referrer from our own site is not a source of traffic. */
function externalReferrer() {
  try {
    return document.referrer && new URL(document.referrer).origin !== location.origin ? document.referrer : '';
  } catch {
    return '';
  }
}

/** One page visit (route change), at most one a second, and only with consent. */
export function trackPageVisit() {
  if (!trackingAllowed() || !visitAllowedNow()) return;
  const token = sessionToken();
  if (!token) return;
  post(
    VISIT_URL,
    { sessionToken: token, pageUrl: pageUrl(), pageTitle: document.title.slice(0, 300), referrer: externalReferrer(), userAgent: navigator.userAgent.slice(0, 1000), deviceType: deviceTypeOf(navigator.userAgent) },
    'fetch',
  );
}

/** Queues one event (contact_form, property_view, agent_contact), only with consent. */
export function trackEvent(eventType: TrackedEventType, details: Omit<QueuedEvent, 'eventType' | 'timestamp'> = {}) {
  if (!trackingAllowed()) return;
  queue.push({ eventType, ...details, timestamp: new Date().toISOString() });
}

let started = false;
/** Once per page load (from an effect): sends what is queued when the page is hidden, forgets it on refusal. */
export function startTracking() {
  if (started) return;
  started = true;
  const flushByBeacon = () => queue.flush('beacon');
  addEventListener('pagehide', flushByBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushByBeacon();
  });
  onConsentChange(() => {
    if (!trackingAllowed()) queue.clear();
  });
}
