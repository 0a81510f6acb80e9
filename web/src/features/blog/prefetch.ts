import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { blogPostQueryOptions } from './api/get-blog-post';
import { blogPostsQueryOptions } from './api/get-blog-posts';
import { featuredPosts } from './lib/filter-posts';

/**
 * Route loader work for `/blog`: the list, then the first card's cover (the page's largest paint),
 * while the page code loads. Settles, never rejects.
 */
export async function prefetchBlog(queryClient: QueryClient): Promise<void> {
  await queryClient
    .fetchQuery(blogPostsQueryOptions())
    .then(({ items }) => {
      const first = featuredPosts(items)[0] ?? items[0];
      if (first?.featuredImageUrl) preloadImage(first.featuredImageUrl);
    })
    .catch(() => undefined); // the page shows the error
}

/** Route loader work for `/blog/:slug`: the article, then its cover. Settles, never rejects. */
export async function prefetchBlogPost(queryClient: QueryClient, slug: string | undefined): Promise<void> {
  if (!slug) return;
  await queryClient
    .fetchQuery(blogPostQueryOptions(slug))
    .then(({ article }) => article.featuredImageUrl && preloadImage(article.featuredImageUrl))
    .catch(() => undefined); // the page shows the error or the redirect from the same query
}
