import { accountChangesSchema, type CurrentUser, type Profile } from '../../users/schema.js';
import { pageQuerySchema, type Page } from '../paging.js';
import { returns, route } from '../route.js';

export const userRoutes = {
  /** The signed-in account and whether it is an active admin: the web's guard and menus follow it. */
  getMe: route({ method: 'GET', path: '/api/me', fn: 'public-api', reply: returns<CurrentUser>(), auth: 'user' }),
  /** 'Utilisateurs' in Settings: every account, newest first. */
  listAccounts: route({ method: 'GET', path: '/api/admin/users', fn: 'admin-api', reply: returns<Page<Profile>>(), auth: 'admin', query: pageQuerySchema }),
  /** Grant or revoke admin rights, deactivate or reactivate an account. */
  changeAccount: route({ method: 'PATCH', path: '/api/admin/users/{id}', fn: 'admin-api', reply: returns<Profile>(), auth: 'admin', body: accountChangesSchema }),
};
