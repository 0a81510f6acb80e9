import type { BusEvent } from '../../../events/envelope.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { toLiveChange } from '../../../shared/live/change.js';
import { publishLiveChanges } from '../../../shared/live/server/publisher.js';
import { logger } from '../../../shared/observability/logger.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * Property, broker and lead changes → the back office's live channel (AppSync Events). One toast per
 * event: a redelivered event is not published twice; a refused publish throws, so the bus retries.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const { eventId, change } = toLiveChange(event);
  const run = await runOnce('live-updates', eventId, () => publishLiveChanges([change]));
  logger.info('live-updates', { eventId, kind: change.kind, change: change.change, duplicate: run.duplicate });
  return run.duplicate ? 'duplicate' : 'published';
});
