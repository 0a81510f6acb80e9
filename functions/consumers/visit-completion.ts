import { lazyHandler } from '../../shared/observability/lazy-handler.js';

/**
 * AppointmentBooked → the visit completed from the scheduling service (event and invitee), its lead
 * linked or created, or the booking rejected. Idempotent on the event id; a throw (service unavailable)
 * releases the marker and makes the bus retry, then dead-letter.
 * Its code (./visit-completion/handler.ts) loads on the first event (issue 12: lean cold imports).
 */
export const handler = lazyHandler(() => import('./visit-completion/handler.js'));
