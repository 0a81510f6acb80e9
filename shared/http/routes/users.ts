import { accountChangesSchema } from '../../users/schema.js';
import { pageQuerySchema } from '../paging.js';
import { route } from '../route.js';

export const userRoutes = {
  /** The signed-in account and whether it is an active admin: the web's guard and menus follow it. */
  getMe: route({ method: 'GET', path: '/api/me', fn: 'public-api', auth: 'user' }),
  /** 'Utilisateurs' in Settings: every account, newest first. */
  listAccounts: route({ method: 'GET', path: '/api/admin/users', fn: 'admin-api', auth: 'admin', query: pageQuerySchema }),
  /** Grant or revoke admin rights, deactivate or reactivate an account. */
  changeAccount: route({ method: 'PATCH', path: '/api/admin/users/{id}', fn: 'admin-api', auth: 'admin', body: accountChangesSchema }),
};
