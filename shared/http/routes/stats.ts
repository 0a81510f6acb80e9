import type { SiteStats } from '../../stats/counters.js';
import { returns, route } from '../route.js';

export const statsRoutes = {
  /** The side menu's live figures (active properties, active brokers) from the site counter: one GetItem, cacheable. */
  getSiteStats: route({ method: 'GET', path: '/api/stats', fn: 'public-api', reply: returns<SiteStats>(), auth: 'public' }),
};
