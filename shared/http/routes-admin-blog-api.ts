import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { blogRoutes } from './routes/blog.js';
import { campaignRoutes } from './routes/campaigns.js';

/**
 * The area modules with admin-blog-api routes: the back office's blog and newsletter campaigns. Apart from
 * admin-api because saving an article or a campaign sanitizes its HTML (sanitize-html and its HTML parser), which no other route needs
 * (issue 12: a function loads only the code of its own routes).
 */
export const ADMIN_BLOG_API_AREAS = [blogRoutes, campaignRoutes] as const;
export const ADMIN_BLOG_API_ROUTES = routesOf<OperationName>('admin-blog-api', ADMIN_BLOG_API_AREAS);
