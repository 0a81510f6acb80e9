import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** An active admin lost admin access: demoted to a plain account, or deactivated. */
export const AdminAccessRevokedV1 = defineEvent({
  source: 'brokerage.users',
  detailType: 'AdminAccessRevoked',
  version: 1,
  schema: z.object({
    userId: z.string().check(z.minLength(1)),
    reason: z.enum(['demoted', 'deactivated']),
  }),
});
