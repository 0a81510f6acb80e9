import { createSellerLead } from '../../shared/domain/leads/service.js';
import type { SellerLeadForm } from '../../shared/domain/leads/schema.js';
import { settingsRepository } from '../../shared/db/repositories/settings.js';
import { created, httpHandler, ok } from '../../shared/http/handler.js';

export const handler = httpHandler('public-api', {
  health: async () => ok({ status: 'ok', time: new Date().toISOString() }),
  getSiteSettings: async () => ok(await settingsRepository.getSiteSettings(), { 'cache-control': 'public, max-age=30' }),
  createSellerLead: async ({ body }) => {
    const lead = await createSellerLead(body as SellerLeadForm);
    return created({ id: lead.id, status: lead.status, syncStatus: lead.syncStatus, createdAt: lead.createdAt });
  },
});
