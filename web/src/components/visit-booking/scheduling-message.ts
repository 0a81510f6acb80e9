/** The widget's postMessage when a visitor has booked (Calendly's documented embed event). */
export const EVENT_SCHEDULED = 'calendly.event_scheduled';

export type ScheduledEvent = { eventUri?: string; inviteeUri?: string };

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function uriOf(value: unknown): string | undefined {
  const uri = field(value, 'uri');
  return typeof uri === 'string' && uri ? uri : undefined;
}

/**
 * The booking carried by a widget message, or null for any other message. The data comes from
 * another frame: nothing about its shape is trusted (the server validates the URIs again).
 */
export function readScheduledEvent(data: unknown): ScheduledEvent | null {
  if (field(data, 'event') !== EVENT_SCHEDULED) return null;
  const payload = field(data, 'payload');
  return { eventUri: uriOf(field(payload, 'event')), inviteeUri: uriOf(field(payload, 'invitee')) };
}
