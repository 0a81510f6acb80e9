import { IntegrationError } from '../integrations/http.js';
import { sendLeadToFollowUpBoss } from '../integrations/follow-up-boss.js';
import { logger } from '../observability/logger.js';
import { settingsRepository } from '../settings/repository.js';
import { leadRepository } from './repository.js';

export type SalesCrmOutcome = 'lead-erased' | 'not-configured' | 'sent' | 'refused';

/**
 * Sends one lead to the sales CRM (Follow Up Boss) when its key is saved. A final 4xx is logged and
 * answered 'refused' (no retry storm); an unavailable FUB throws, for the bus to retry.
 */
export async function syncLeadToSalesCrm(leadId: string): Promise<SalesCrmOutcome> {
  const lead = await leadRepository.get(leadId);
  if (!lead) return 'lead-erased';
  const apiKey = (await settingsRepository.getIntegrationSettings()).followupboss_api_key?.trim();
  if (!apiKey) return 'not-configured';
  try {
    await sendLeadToFollowUpBoss(lead, apiKey);
    return 'sent';
  } catch (error) {
    if (error instanceof IntegrationError && !error.retryable) {
      logger.warn('Follow Up Boss refused the lead', { leadId, kind: error.kind, status: error.status, reason: error.message });
      return 'refused';
    }
    throw error;
  }
}
