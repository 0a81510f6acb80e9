import { route } from '../route.js';

export const userRoutes = {
  /** The signed-in account and whether it is an active admin: the web's guard and menus follow it. */
  getMe: route({ method: 'GET', path: '/api/me', fn: 'public-api', auth: 'user' }),
};
