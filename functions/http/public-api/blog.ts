import { BAD_SLUG, BLOG_POST_NOT_FOUND, type BlogArticleResponse, type BlogListResponse, type BlogViewResponse } from '../../../shared/blog/api.js';
import { blogRepository } from '../../../shared/blog/server/repository.js';
import { slugSchema } from '../../../shared/blog/schema.js';
import { NotFoundError, ValidationError } from '../../../shared/errors.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { SHORT_CACHE } from './cache.js';

/** A path's slug, checked before any read: anything else is the caller's 400. */
function checkedSlug(slug: string | undefined): string {
  if (!slug || !slugSchema.safeParse(slug).success) throw new ValidationError(BAD_SLUG);
  return slug;
}

export const blogOperations = {
  listBlogPosts: async ({ query }) => {
    const [page, categories] = await Promise.all([blogRepository.listPublished(query), blogRepository.listActiveCategories()]);
    return ok({ ...page, categories } satisfies BlogListResponse, SHORT_CACHE);
  },

  getBlogPost: async ({ params }) => {
    const post = await blogRepository.getPublishedBySlug(checkedSlug(params.slug));
    if (!post) throw new NotFoundError(BLOG_POST_NOT_FOUND);
    const { categoryKey, ...article } = post;
    const related = await blogRepository.listRelated(categoryKey, article.id);
    return ok({ article, related } satisfies BlogArticleResponse, SHORT_CACHE);
  },

  countBlogView: async ({ params, client }) => {
    const outcome = await blogRepository.countView(checkedSlug(params.slug), client);
    if (outcome === 'not-found') throw new NotFoundError(BLOG_POST_NOT_FOUND);
    return ok({ counted: outcome === 'counted' } satisfies BlogViewResponse);
  },
} satisfies Partial<OperationsOf<'public-api'>>;
