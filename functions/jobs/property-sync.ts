import { logger } from '../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../shared/observability/metrics.js';
import { withPowertools } from '../../shared/observability/middleware.js';
import { settingsRepository } from '../../shared/settings/repository.js';

/**
 * Scheduled RealHub import. Runs only when a listing-CRM key and agent id are saved; the import
 * itself arrives with the RealHub integration, so for now the job reports what it would do.
 */
export const handler = withPowertools(async () => {
  const settings = await settingsRepository.getIntegrationSettings();
  const configured = Boolean(settings.realtor_api_key?.trim() && settings.realtor_agent_id?.trim());
  const summary = { configured, inserted: 0, updated: 0 };
  metrics.addMetric('JobRuns', MetricUnit.Count, 1);
  logger.info('property-sync', summary);
  return summary;
});
