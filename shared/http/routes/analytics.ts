import { analyticsQuerySchema, type Analytics } from '../../analytics/api.js';
import { returns, route } from '../route.js';

/** The analytics screen (admin-api): figures read from the daily rollups. */
export const analyticsRoutes = {
  /** get-analytics (§7): 7, 30 or 90 days of rollups; bounded reads whatever the number of tracked events. */
  getAnalytics: route({ method: 'GET', path: '/api/admin/analytics', fn: 'admin-api', reply: returns<Analytics>(), auth: 'admin', query: analyticsQuerySchema }),
};
