import {
  alertTokenSchema,
  createAlertBodySchema,
  updateAlertBodySchema,
  type AlertConfirmResult,
  type CreateAlertResult,
  type ManagedAlert,
  type ManagedAlerts,
} from '../../alerts/api.js';
import { adminAlertsQuerySchema, adminDeleteAlertsBodySchema, type AdminAlert, type AdminDeleteAlertsResult, type VipOfferResult } from '../../alerts/admin.js';
import type { AlertStats } from '../../alerts/counters.js';
import { created, returns, route } from '../route.js';

/** Saved searches (issue 28): created by anyone, then reached only through the signed links of their mails (no account). */
export const alertRoutes = {
  createAlert: route({
    method: 'POST',
    path: '/api/alerts',
    fn: 'public-api',
    reply: returns<CreateAlertResult>(),
    auth: 'public',
    body: createAlertBodySchema,
    guard: { scope: 'alerts', decoy: () => created({ status: 'confirmation-sent' }) },
  }),
  /** The confirmation mail's link (double opt-in); answers a management token for « Gérer mes alertes ». */
  confirmAlert: route({ method: 'POST', path: '/api/alerts/confirm', fn: 'public-api', reply: returns<AlertConfirmResult & { manageToken: string }>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  /** « Gérer mes alertes »: the page's token in a POST body. */
  listManagedAlerts: route({ method: 'POST', path: '/api/alerts/manage', fn: 'public-api', reply: returns<ManagedAlerts>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  updateAlert: route({ method: 'PATCH', path: '/api/alerts/{id}', fn: 'public-api', reply: returns<ManagedAlert>(), auth: 'public', body: updateAlertBodySchema, maxBodyBytes: 4 * 1024 }),
  deleteAlert: route({ method: 'POST', path: '/api/alerts/{id}/delete', fn: 'public-api', reply: returns<void>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  deleteAllAlerts: route({ method: 'POST', path: '/api/alerts/delete-all', fn: 'public-api', reply: returns<void>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  /** RFC 8058 one-click (List-Unsubscribe-Post) of an alert mail: its token (this alert's only) rides in the query, the body is ignored. */
  stopAlertOneClick: route({ method: 'POST', path: '/api/alerts/{id}/one-click', fn: 'public-api', reply: returns<void>(), auth: 'public', query: alertTokenSchema }),
  /** The Alerte VIP offer's link: a subscriber of the former Alerte VIP activates the real one. */
  acceptVipOffer: route({ method: 'POST', path: '/api/alerts/vip', fn: 'public-api', reply: returns<{ status: 'created' | 'already'; manageToken: string }>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),

  /** « Alertes »: counts by status and frequency, and the mails of this week (counters only). */
  getAlertStats: route({ method: 'GET', path: '/api/admin/alerts/stats', fn: 'admin-api', reply: returns<AlertStats>(), auth: 'admin' }),
  /** One address's alerts with their consent records. */
  listAlertsOf: route({ method: 'GET', path: '/api/admin/alerts', fn: 'admin-api', reply: returns<AdminAlert[]>(), auth: 'admin', query: adminAlertsQuerySchema }),
  /** Deletes every alert of an address, on that person's request (Law 25). */
  deleteAlertsOf: route({ method: 'POST', path: '/api/admin/alerts/delete', fn: 'admin-api', reply: returns<AdminDeleteAlertsResult>(), auth: 'admin', body: adminDeleteAlertsBodySchema }),
  /** Offers the real Alerte VIP, by mail, to each subscriber of the former one not offered yet. */
  offerVipAlerts: route({ method: 'POST', path: '/api/admin/alerts/vip-offer', fn: 'admin-api', reply: returns<VipOfferResult>(), auth: 'admin' }),
};
