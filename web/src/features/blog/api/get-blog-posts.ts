import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '../../../../../shared/blog/api';
import { api } from '../../../lib/api-client';

/** The blog list: every published post (one page of up to 100, newest first) and the active categories. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogListResponse> {
  return api.get('/blog', { signal });
}

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'list'],
    queryFn: ({ signal }) => getBlogPosts(signal),
    retryOnMount: false,
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
