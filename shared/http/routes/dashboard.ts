import { dashboardQuerySchema } from '../../dashboard/api.js';
import { route } from '../route.js';

export const dashboardRoutes = {
  /** The back office's home: one period's figures from the rollup counters (bounded reads whatever the data). */
  getDashboard: route({ method: 'GET', path: '/api/admin/dashboard', fn: 'admin-api', auth: 'admin', query: dashboardQuerySchema }),
};
