import { dashboardQuerySchema, type Dashboard } from '../../dashboard/api.js';
import { returns, route } from '../route.js';

export const dashboardRoutes = {
  /** The back office's home: one period's figures from the rollup counters (bounded reads whatever the data). */
  getDashboard: route({ method: 'GET', path: '/api/admin/dashboard', fn: 'admin-api', reply: returns<Dashboard>(), auth: 'admin', query: dashboardQuerySchema }),
};
