import { groupsOf } from '../../../shared/http/claims.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { currentUser } from '../../../shared/users/server/service.js';

export const userOperations = {
  getMe: async ({ claims }) => ok(await currentUser(String(claims.sub), groupsOf(claims)), { 'cache-control': 'private, no-store' }),
} satisfies Partial<OperationsOf<'public-api'>>;
