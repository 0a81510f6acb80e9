import { IntegrationError } from '../../integrations/server/http.js';
import { sendLeadToFollowUpBoss } from '../../integrations/server/follow-up-boss.js';
import { db } from '../../db/service.js';
import { logger } from '../../observability/logger.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { leadRepository } from './repository.js';

export type SalesCrmOutcome = 'lead-erased' | 'not-configured' | 'sent' | 'already-sent' | 'refused';

/**
 * "Sent to Follow Up Boss" markers: one processed-event item per lead (consumer SENT_MARKER, event id =
 * lead id; no personal data). FUB cannot dedupe our POSTs, so a redelivery or a second event for a lead
 * already sent must not send it again. Kept a year (the bus redelivers for at most 24 h).
 */
const SENT_MARKER = 'follow-up-boss-lead';
const SENT_MARKER_TTL_SECONDS = 365 * 24 * 3600;

export const salesCrmMarkers = {
  async wasSent(leadId: string) {
    const { data } = await db.entities.processedEvent.get({ consumer: SENT_MARKER, eventId: leadId }).go({ consistent: true });
    return Boolean(data);
  },
  async markSent(leadId: string, now = Date.now()) {
    await db.entities.processedEvent
      .put({ consumer: SENT_MARKER, eventId: leadId, status: 'done', leaseUntil: 0, processedAt: new Date(now).toISOString(), expiresAt: Math.floor(now / 1000) + SENT_MARKER_TTL_SECONDS })
      .go();
  },
};

/**
 * Sends one lead to the sales CRM (Follow Up Boss) when its key is saved, once per lead (marker above).
 * A final 4xx is logged and answered 'refused' (no retry storm); an unavailable FUB throws, for the bus to retry.
 */
export async function syncLeadToSalesCrm(leadId: string): Promise<SalesCrmOutcome> {
  const lead = await leadRepository.get(leadId);
  if (!lead) return 'lead-erased';
  const apiKey = (await settingsRepository.getIntegrationSettings()).followupboss_api_key?.trim();
  if (!apiKey) return 'not-configured';
  if (await salesCrmMarkers.wasSent(leadId)) return 'already-sent';
  try {
    await sendLeadToFollowUpBoss(lead, apiKey);
  } catch (error) {
    if (error instanceof IntegrationError && !error.retryable) {
      logger.warn('Follow Up Boss refused the lead', { leadId, kind: error.kind, status: error.status, reason: error.message });
      return 'refused';
    }
    throw error;
  }
  await salesCrmMarkers.markSent(leadId);
  return 'sent';
}
