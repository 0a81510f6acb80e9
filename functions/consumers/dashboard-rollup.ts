import type { BusEvent } from '../../events/envelope.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/** Placeholder while issue 10 is built: acknowledges the event. */
export const handler = withPowertools(async (_event: BusEvent) => 'ignored');
