import { blogListQuerySchema, type BlogArticleResponse, type BlogListResponse, type BlogViewResponse } from '../../blog/api.js';
import {
  POST_BODY_BYTES,
  blogAdminListQuerySchema,
  categoryChangesSchema,
  categoryInputSchema,
  postChangesSchema,
  postInputSchema,
  type AdminBlogCategory,
  type AdminPostListItem,
  type BlogStats,
} from '../../blog/admin-api.js';
import type { BlogPost } from '../../blog/schema.js';
import type { Page } from '../paging.js';
import { returns, route } from '../route.js';

export const blogRoutes = {
  /** Published posts newest first (card fields only, paged) and the active categories by name. */
  listBlogPosts: route({ method: 'GET', path: '/api/blog', fn: 'public-api', reply: returns<BlogListResponse>(), auth: 'public', query: blogListQuerySchema }),
  /** One published post by slug and up to 3 related ones of its category; unknown or draft → 404. */
  getBlogPost: route({ method: 'GET', path: '/api/blog/{slug}', fn: 'public-api', reply: returns<BlogArticleResponse>(), auth: 'public' }),
  /** Counts a view at most once per visitor session (hashed client, 30-min TTL item); no body. */
  countBlogView: route({ method: 'POST', path: '/api/blog/{slug}/views', fn: 'public-api', reply: returns<BlogViewResponse>(), auth: 'public' }),

  /** 'Gestion du Blog' stat cards: total, published, drafts, featured, views, categories (counters). */
  getBlogStats: route({ method: 'GET', path: '/api/admin/blog/stats', fn: 'admin-blog-api', reply: returns<BlogStats>(), auth: 'admin' }),
  /** Every post, drafts too, newest first, paged; `q` searches the title. No HTML. */
  listAdminBlogPosts: route({ method: 'GET', path: '/api/admin/blog/posts', fn: 'admin-blog-api', reply: returns<Page<AdminPostListItem>>(), auth: 'admin', query: blogAdminListQuerySchema }),
  /** One post with its HTML (the editor). */
  getAdminBlogPost: route({ method: 'GET', path: '/api/admin/blog/posts/{id}', fn: 'admin-blog-api', reply: returns<BlogPost>(), auth: 'admin' }),
  /** A new post (a draft unless published); the slug is unique (409), the HTML sanitized, the reading time computed. */
  createBlogPost: route({ method: 'POST', path: '/api/admin/blog/posts', fn: 'admin-blog-api', reply: returns<BlogPost>(), auth: 'admin', body: postInputSchema, maxBodyBytes: POST_BODY_BYTES }),
  /** An edit; also publish / unpublish (`isPublished`) and the feature toggle (`isFeatured`). */
  updateBlogPost: route({ method: 'PATCH', path: '/api/admin/blog/posts/{id}', fn: 'admin-blog-api', reply: returns<BlogPost>(), auth: 'admin', body: postChangesSchema, maxBodyBytes: POST_BODY_BYTES }),
  deleteBlogPost: route({ method: 'DELETE', path: '/api/admin/blog/posts/{id}', fn: 'admin-blog-api', reply: returns<void>(), auth: 'admin' }),
  /** Every category, active or not, by name, paged; `q` searches the name. */
  listAdminBlogCategories: route({ method: 'GET', path: '/api/admin/blog/categories', fn: 'admin-blog-api', reply: returns<Page<AdminBlogCategory>>(), auth: 'admin', query: blogAdminListQuerySchema }),
  getAdminBlogCategory: route({ method: 'GET', path: '/api/admin/blog/categories/{id}', fn: 'admin-blog-api', reply: returns<AdminBlogCategory>(), auth: 'admin' }),
  createBlogCategory: route({ method: 'POST', path: '/api/admin/blog/categories', fn: 'admin-blog-api', reply: returns<AdminBlogCategory>(), auth: 'admin', body: categoryInputSchema }),
  updateBlogCategory: route({ method: 'PATCH', path: '/api/admin/blog/categories/{id}', fn: 'admin-blog-api', reply: returns<AdminBlogCategory>(), auth: 'admin', body: categoryChangesSchema }),
  deleteBlogCategory: route({ method: 'DELETE', path: '/api/admin/blog/categories/{id}', fn: 'admin-blog-api', reply: returns<void>(), auth: 'admin' }),
};
