import type { BusEvent } from '../../events/envelope.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/** New lead or completed visit → e-mail to the broker (being built: issue 11). */
export const handler = withPowertools(async (_event: BusEvent) => 'not-built-yet');
