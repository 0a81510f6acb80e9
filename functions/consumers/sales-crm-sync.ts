import type { BusEvent } from '../../events/envelope.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/** Lead created → sales CRM (Follow Up Boss) (being built: issue 11). */
export const handler = withPowertools(async (_event: BusEvent) => 'not-built-yet');
