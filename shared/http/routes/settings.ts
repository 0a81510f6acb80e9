import { route } from '../route.js';

export const settingsRoutes = {
  getSiteSettings: route({ method: 'GET', path: '/api/site-settings', fn: 'public-api', auth: 'public' }),
  getVisitScheduling: route({ method: 'GET', path: '/api/visit-scheduling', fn: 'public-api', auth: 'public' }),
};
