import { logger } from '../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../shared/observability/metrics.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/**
 * Hourly: queues a LeadSyncRequested for each lead whose CRM sync failed because RealHub could not be
 * reached (bounded per run), so a CRM down longer than the bus's retries still gets its leads.
 */
export const handler = withPowertools(async () => {
  // What the work needs loads on the first event, then stays cached: the cold import stays light (issue 12).
  const { requeueUnavailableLeads } = await import('../../shared/leads/crm-sync-admin.js');
  const result = await requeueUnavailableLeads();
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  metrics.addMetric('LeadsRequeuedForCrm', MetricUnit.Count, result.leadsQueued);
  logger.info('lead-crm-retry', result);
  return result;
});
