import {
  alertTokenSchema,
  createAlertBodySchema,
  updateAlertBodySchema,
  type AlertConfirmResult,
  type CreateAlertResult,
  type ManagedAlert,
  type ManagedAlerts,
} from '../../alerts/api.js';
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
  /** « Gérer mes alertes »: a POST, so the token stays out of access logs' query strings. */
  listManagedAlerts: route({ method: 'POST', path: '/api/alerts/manage', fn: 'public-api', reply: returns<ManagedAlerts>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  updateAlert: route({ method: 'PATCH', path: '/api/alerts/{id}', fn: 'public-api', reply: returns<ManagedAlert>(), auth: 'public', body: updateAlertBodySchema, maxBodyBytes: 4 * 1024 }),
  deleteAlert: route({ method: 'POST', path: '/api/alerts/{id}/delete', fn: 'public-api', reply: returns<void>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  deleteAllAlerts: route({ method: 'POST', path: '/api/alerts/delete-all', fn: 'public-api', reply: returns<void>(), auth: 'public', body: alertTokenSchema, maxBodyBytes: 4 * 1024 }),
  /** RFC 8058 one-click (List-Unsubscribe-Post) of an alert mail: the token rides in the query, the body is ignored. */
  stopAlertOneClick: route({ method: 'POST', path: '/api/alerts/{id}/one-click', fn: 'public-api', reply: returns<void>(), auth: 'public', query: alertTokenSchema }),
};
