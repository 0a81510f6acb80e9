import { agentReads } from '../../shared/agents/repository.js';
import { propertyRepository } from '../../shared/properties/repository.js';
import { settingsRepository } from '../../shared/settings/repository.js';
import { bookVisit } from '../../shared/appointments/service.js';
import type { BookVisit } from '../../shared/appointments/schema.js';
import { createSellerLead } from '../../shared/leads/service.js';
import type { SellerLeadForm } from '../../shared/leads/schema.js';
import type { ListPropertiesQuery } from '../../shared/properties/api.js';
import { NotFoundError } from '../../shared/errors.js';
import { created, httpHandler, ok } from '../../shared/http/handler.js';

/** Public reads may sit in CloudFront and browsers briefly; writes never. */
const SHORT_CACHE = { 'cache-control': 'public, max-age=60' };
const FEATURED_LIMIT = 12;
/** Scheduling event type when none is configured (public-site.md §7 "Visit event type"). */
const DEFAULT_EVENT_TYPE = 'demo/30min';

export const handler = httpHandler('public-api', {
  health: async () => ok({ status: 'ok', time: new Date().toISOString() }),
  getSiteSettings: async () => ok(await settingsRepository.getSiteSettings(), { 'cache-control': 'public, max-age=30' }),
  createSellerLead: async ({ body }) => {
    const lead = await createSellerLead(body as SellerLeadForm);
    return created({ id: lead.id, status: lead.status, syncStatus: lead.syncStatus, createdAt: lead.createdAt });
  },
  listProperties: async ({ query }) => ok(await propertyRepository.listActive(query as ListPropertiesQuery), SHORT_CACHE),
  listFeaturedProperties: async () => ok({ items: await propertyRepository.listFeatured(FEATURED_LIMIT) }, SHORT_CACHE),
  getProperty: async ({ params }) => {
    const property = await propertyRepository.getActiveWithAgents(params.id ?? '');
    if (!property) throw new NotFoundError('Propriété non trouvée');
    return ok(property, SHORT_CACHE);
  },
  listAgents: async () => ok({ items: await agentReads.listActive() }, SHORT_CACHE),
  getVisitScheduling: async () => {
    const eventType = await settingsRepository.getIntegrationSetting('CALENDLY_EVENT_TYPE_UUID');
    return ok({ eventType: eventType?.trim() || DEFAULT_EVENT_TYPE }, SHORT_CACHE);
  },
  bookVisit: async ({ body }) => {
    const appointment = await bookVisit(body as BookVisit);
    return created({ id: appointment.id, eventStatus: appointment.eventStatus });
  },
});
