import { requeueUnavailableLeads } from '../../../shared/leads/server/crm-sync-admin.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * Hourly: queues a LeadSyncRequested for each lead whose CRM sync failed because RealHub could not be
 * reached (bounded per run), so a CRM down longer than the bus's retries still gets its leads.
 */
export const handler = withPowertools(async () => {
  const result = await requeueUnavailableLeads();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  metrics.addMetric('LeadsRequeuedForCrm', MetricUnit.Count, result.leadsQueued);
  logger.info('lead-crm-retry', result);
  return result;
});
