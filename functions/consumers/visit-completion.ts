import type { BusEvent } from '../../events/envelope.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/** Appointment booked → completed from the scheduling service (being built: issue 11). */
export const handler = withPowertools(async (_event: BusEvent) => 'not-built-yet');
