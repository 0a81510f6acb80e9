import { oneClickQuerySchema, subscribeBodySchema, unsubscribeBodySchema } from '../../newsletter/api.js';
import { created, route } from '../route.js';

export const newsletterRoutes = {
  subscribeToNewsletter: route({
    method: 'POST',
    path: '/api/newsletter',
    fn: 'public-api',
    auth: 'public',
    body: subscribeBodySchema,
    guard: { scope: 'newsletter', decoy: () => created({ status: 'subscribed' }) },
  }),
  /** The one-click link of every newsletter mail: the signed token is the authorisation (no sign-in). */
  unsubscribeFromNewsletter: route({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    fn: 'public-api',
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
    auth: 'public',
    query: oneClickQuerySchema,
  }),
};
