import { getDashboard } from '../../../shared/dashboard/server/service.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const dashboardAdminOperations = {
  getDashboard: async ({ query }) => ok(await getDashboard(query.period)),
} satisfies Partial<OperationsOf<'admin-api'>>;
