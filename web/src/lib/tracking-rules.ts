// Pure tracking rules (spec §9 Tracking), unit-tested with fake timers: no storage, no network.

export type DeviceType = 'mobile' | 'desktop';
export type TrackedEventType = 'contact_form' | 'property_view' | 'agent_contact';

export type QueuedEvent = {
  eventType: TrackedEventType;
  eventData?: Record<string, string | number | boolean | null>;
  propertyId?: string;
  agentId?: string;
  leadId?: string;
  timestamp: string;
};

/** Page visits: at most one a second. */
export const VISIT_INTERVAL_MS = 1000;
/** Events go as a batch when this many are queued… */
export const BATCH_SIZE = 5;
/** …or this long after the first one was queued. */
export const BATCH_DELAY_MS = 2000;

/** 'mobile' if the user agent matches Mobile, Android, iPhone or iPad, else 'desktop'. */
export const deviceTypeOf = (userAgent: string): DeviceType => (/Mobile|Android|iPhone|iPad/.test(userAgent) ? 'mobile' : 'desktop');

/** Says whether a page visit may be sent now: one per VISIT_INTERVAL_MS, the others dropped. */
export function visitThrottle(intervalMs = VISIT_INTERVAL_MS, clock: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const now = clock();
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/**
 * The event queue: `send` gets a batch when BATCH_SIZE are queued, BATCH_DELAY_MS after the first
 * queued event, or on `flush` (page hide, with the beacon sender).
 */
export function eventQueue(send: (events: QueuedEvent[], via: 'fetch' | 'beacon') => void, options = { size: BATCH_SIZE, delayMs: BATCH_DELAY_MS }) {
  let queue: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = (via: 'fetch' | 'beacon' = 'fetch') => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(batch, via);
  };
  return {
    push(event: QueuedEvent) {
      queue.push(event);
      if (queue.length >= options.size) flush();
      else if (timer === undefined) timer = setTimeout(() => flush(), options.delayMs);
    },
    flush,
    /** Drops what is queued (consent withdrawn). */
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
    get size() {
      return queue.length;
    },
  };
}
