import { getAnalytics } from '../../../shared/analytics/server/service.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const analyticsAdminOperations = {
  // Admin figures: private to the browser that asked (the screen keeps them fresh 5 minutes itself).
  getAnalytics: async ({ query }) => ok(await getAnalytics(query.days), { 'cache-control': 'private, no-store' }),
} satisfies Partial<OperationsOf<'admin-api'>>;
