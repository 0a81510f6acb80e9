import { withoutGuard } from '../../../shared/abuse/form-guard.js';
import { confirmAlert, createAlert, deleteAlert, deleteAllAlerts, listManagedAlerts, stopAlertOneClick, updateAlert } from '../../../shared/alerts/server/service.js';
import { acceptVipOffer } from '../../../shared/alerts/server/vip.js';
import { created, noContent, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const alertOperations = {
  createAlert: async ({ body }) => {
    await createAlert(withoutGuard(body));
    return created({ status: 'confirmation-sent' });
  },
  confirmAlert: async ({ body }) => ok(await confirmAlert(body.token)),
  listManagedAlerts: async ({ body }) => ok(await listManagedAlerts(body.token)),
  updateAlert: async ({ params, body }) => ok(await updateAlert(params.id, body)),
  deleteAlert: async ({ params, body }) => {
    await deleteAlert(params.id, body.token);
    return noContent();
  },
  deleteAllAlerts: async ({ body }) => {
    await deleteAllAlerts(body.token);
    return noContent();
  },
  acceptVipOffer: async ({ body }) => ok(await acceptVipOffer(body.token)),
  stopAlertOneClick: async ({ params, query }) => {
    await stopAlertOneClick(params.id, query.token);
    return noContent();
  },
} satisfies Partial<OperationsOf<'public-api'>>;
