import { adminSubscribersQuerySchema, subscriberStatusBodySchema, type AdminSubscriber } from '../../newsletter/admin.js';
import { oneClickQuerySchema, subscribeBodySchema, unsubscribeBodySchema, type SubscribeResult, type UnsubscribeResult } from '../../newsletter/api.js';
import type { SubscriberStats } from '../../newsletter/counters.js';
import type { Page } from '../paging.js';
import { created, returns, route } from '../route.js';

export const newsletterRoutes = {
  subscribeToNewsletter: route({
    method: 'POST',
    path: '/api/newsletter',
    fn: 'public-api',
    reply: returns<SubscribeResult>(),
    auth: 'public',
    body: subscribeBodySchema,
    guard: { scope: 'newsletter', decoy: () => created({ status: 'subscribed' }) },
  }),
  /** The one-click link of every newsletter mail: the signed token is the authorisation (no sign-in). */
  unsubscribeFromNewsletter: route({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    fn: 'public-api',
    reply: returns<UnsubscribeResult>(),
    auth: 'public',
    body: unsubscribeBodySchema,
    maxBodyBytes: 4 * 1024,
  }),
  /**
   * RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): the mailbox provider POSTs
   * 'List-Unsubscribe=One-Click' form-encoded to the header's URL; the token rides in the query, the body is ignored.
   */
  unsubscribeOneClick: route({
    method: 'POST',
    path: '/api/newsletter/one-click',
    fn: 'public-api',
    reply: returns<UnsubscribeResult>(),
    auth: 'public',
    query: oneClickQuerySchema,
  }),
  /** 'Abonnés': newest first; all, active or unsubscribed; searched on e-mail or name; paged. */
  listSubscribers: route({ method: 'GET', path: '/api/admin/subscribers', fn: 'admin-api', reply: returns<Page<AdminSubscriber>>(), auth: 'admin', query: adminSubscribersQuerySchema }),
  /** The four counters (total, active, unsubscribed, joined this month in Quebec), from counter items. */
  getSubscriberStats: route({ method: 'GET', path: '/api/admin/subscribers/stats', fn: 'admin-api', reply: returns<SubscriberStats>(), auth: 'admin' }),
  /** Unsubscribe or reactivate: { status }. */
  setSubscriberStatus: route({ method: 'PATCH', path: '/api/admin/subscribers/{id}', fn: 'admin-api', reply: returns<AdminSubscriber>(), auth: 'admin', body: subscriberStatusBodySchema }),
  deleteSubscriber: route({ method: 'DELETE', path: '/api/admin/subscribers/{id}', fn: 'admin-api', reply: returns<void>(), auth: 'admin' }),
};
