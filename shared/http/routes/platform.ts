import { route } from '../route.js';

export const platformRoutes = {
  health: route({ method: 'GET', path: '/api/health', fn: 'public-api', auth: 'public' }),
};
