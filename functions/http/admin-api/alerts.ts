import { alertsOf, deleteAlertsOf } from '../../../shared/alerts/server/admin-service.js';
import { alertRepository } from '../../../shared/alerts/server/repository.js';
import { requestVipOffers } from '../../../shared/alerts/server/vip.js';
import { accepted, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const alertAdminOperations = {
  getAlertStats: async () => ok(await alertRepository.stats(new Date())),
  listAlertsOf: async ({ query }) => ok(await alertsOf(query.email)),
  deleteAlertsOf: async ({ body, actor }) => ok({ deleted: await deleteAlertsOf(body.email, actor) }),
  offerVipAlerts: async ({ actor }) => {
    await requestVipOffers(actor.id);
    return accepted({ status: 'requested' });
  },
} satisfies Partial<OperationsOf<'admin-api'>>;
