import { AlertConfirmationRequestedV1 } from '../../../events/alert-confirmation-requested.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { PropertyChangedV1 } from '../../../events/property-changed.v1.js';
import { tellAlerts } from '../../../shared/alerts/server/matching.js';
import { sendConfirmationMail } from '../../../shared/alerts/server/service.js';
import { sendVipOffers } from '../../../shared/alerts/server/vip.js';
import { AlertVipOfferRequestedV1 } from '../../../events/alert-vip-offer-requested.v1.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/** A saved search's confirmation mail, or the alerts a property change concerns; once per event (and per alert and change). */
export const handler = withPowertools(async (event: BusEvent) => {
  if (event['detail-type'] === AlertConfirmationRequestedV1.detailType) {
    const envelope = parseEvent(AlertConfirmationRequestedV1, event);
    const run = await runOnce('search-alerts', envelope.id, () => sendConfirmationMail(envelope.data.savedSearchId));
    metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
    logger.info('search-alerts confirmation', { eventId: envelope.id, outcome: run.duplicate ? 'duplicate' : run.result });
    return run.duplicate ? 'duplicate' : run.result;
  }
  if (event['detail-type'] === AlertVipOfferRequestedV1.detailType) {
    const envelope = parseEvent(AlertVipOfferRequestedV1, event);
    const run = await runOnce('search-alerts', envelope.id, () => sendVipOffers());
    metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
    logger.info('search-alerts vip offers', { eventId: envelope.id, requestedBy: envelope.data.requestedBy, outcome: run.duplicate ? 'duplicate' : run.result });
    return run.duplicate ? 'duplicate' : run.result;
  }
  const envelope = parseEvent(PropertyChangedV1, event);
  const { propertyId, before, after } = envelope.data;
  const run = await runOnce('search-alerts', envelope.id, () => tellAlerts(propertyId, before, after));
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  if (!run.duplicate) metrics.addMetric('AlertMailsQueued', MetricUnit.Count, run.result.told);
  logger.info('search-alerts property', { eventId: envelope.id, propertyId, outcome: run.duplicate ? 'duplicate' : run.result });
  return run.duplicate ? 'duplicate' : run.result;
});
