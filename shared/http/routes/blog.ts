import { blogListQuerySchema } from '../../blog/api.js';
import { route } from '../route.js';

export const blogRoutes = {
  /** Published posts newest first (card fields only, paged) and the active categories by name. */
  listBlogPosts: route({ method: 'GET', path: '/api/blog', fn: 'public-api', auth: 'public', query: blogListQuerySchema }),
  /** One published post by slug and up to 3 related ones of its category; unknown or draft → 404. */
  getBlogPost: route({ method: 'GET', path: '/api/blog/{slug}', fn: 'public-api', auth: 'public' }),
  /** Counts a view at most once per visitor session (hashed client, 30-min TTL item); no body. */
  countBlogView: route({ method: 'POST', path: '/api/blog/{slug}/views', fn: 'public-api', auth: 'public' }),
};
