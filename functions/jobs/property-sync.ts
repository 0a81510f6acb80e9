import { settingsRepository } from '../../shared/settings/repository.js';
import { logger } from '../../shared/observability/logger.js';

/**
 * Scheduled RealHub import. Runs only when a listing-CRM key and agent id are saved; the import
 * itself arrives with the RealHub integration, so for now the job reports what it would do.
 */
export const handler = async () => {
  const settings = await settingsRepository.getIntegrationSettings();
  const configured = Boolean(settings.realtor_api_key?.trim() && settings.realtor_agent_id?.trim());
  const summary = { configured, inserted: 0, updated: 0 };
  logger.info('property-sync', summary);
  return summary;
};
