import { IntegrationError } from '../../../shared/integrations/server/http.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';
import { savedFeedCredentials } from '../../../shared/properties/server/sync-admin.js';
import { syncProperties } from '../../../shared/properties/server/sync.js';

/**
 * Scheduled RealHub import (every 6 h): runs only when a listing-CRM key and agent id are saved, and
 * logs its summary. A run the feed could not serve throws (the scheduler retries); one it refused
 * (wrong key or agent) reports it. Either way no property is half-written and nothing is deactivated.
 */
export const handler = withPowertools(async () => {
  const credentials = await savedFeedCredentials();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  if (!credentials) {
    logger.info('property-sync: not configured, nothing to do');
    return { configured: false };
  }
  let summary;
  try {
    summary = await syncProperties(credentials);
  } catch (error) {
    // A refused key or agent stays refused on a retry: report it (alarm on the metric) instead of retrying.
    if (!(error instanceof IntegrationError) || error.retryable) throw error;
    metrics.addMetric('PropertySyncRefused', MetricUnit.Count, 1);
    logger.error('property-sync: the feed refused the saved credentials', { kind: error.kind, status: error.status, message: error.message });
    return { configured: true, failed: error.message };
  }
  for (const [name, value] of Object.entries(summary)) if (typeof value === 'number') metrics.addMetric(`PropertySync_${name}`, MetricUnit.Count, value);
  logger.info('property-sync', { summary });
  return { configured: true, summary };
});
