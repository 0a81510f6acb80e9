import * as z from 'zod/mini';
import { returns, route } from '../route.js';

/** Scheduling service (Calendly) actions: test the token (integrations-api). */
export const schedulingRoutes = {
  /** 'Tester': the typed token, else the saved one, checked with users/me; answers the account name. */
  testScheduling: route({
    method: 'POST',
    path: '/api/admin/integrations/calendly/test',
    fn: 'integrations-api',
    reply: returns<{ accountName: string }>(),
    auth: 'admin',
    body: z.strictObject({ accessToken: z.optional(z.string().check(z.maxLength(500, 'Le token est trop long (500 caractères au plus).'))) }),
  }),
};
