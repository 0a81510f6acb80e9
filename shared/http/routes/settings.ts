import { siteSettingsChangesSchema } from '../../settings/schema.js';
import { pageQuerySchema } from '../paging.js';
import { route } from '../route.js';

export const settingsRoutes = {
  getSiteSettings: route({ method: 'GET', path: '/api/site-settings', fn: 'public-api', auth: 'public' }),
  getVisitScheduling: route({ method: 'GET', path: '/api/visit-scheduling', fn: 'public-api', auth: 'public' }),
  /** The same settings for the back office, never cached: the switch must show what is stored. */
  getAdminSiteSettings: route({ method: 'GET', path: '/api/admin/site-settings', fn: 'admin-api', auth: 'admin' }),
  updateSiteSettings: route({ method: 'PATCH', path: '/api/admin/site-settings', fn: 'admin-api', auth: 'admin', body: siteSettingsChangesSchema }),
  /** The audit log of admin writes, newest first. */
  listAuditEntries: route({ method: 'GET', path: '/api/admin/audit', fn: 'admin-api', auth: 'admin', query: pageQuerySchema }),
};
