import { ADMIN_BLOG_API_ROUTES } from '../../../shared/http/routes-admin-blog-api.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { blogAdminOperations } from './blog.js';
import { campaignOperations } from './campaigns.js';

export { requireActiveAdminProfile as checkAdmin } from '../../../shared/http/server/admin-check.js';

/** admin-blog-api's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = ADMIN_BLOG_API_ROUTES;
export const operations: OperationsOf<'admin-blog-api'> = { ...blogAdminOperations, ...campaignOperations };
