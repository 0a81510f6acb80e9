import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogArticleResponse } from '../../../../../shared/blog/api';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogArticleResponse> {
  return api.get('/blog/{slug}', { params: { slug }, signal });
}

export const blogPostQueryKey = (slug: string) => ['blog', 'article', slug] as const;

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogPostQueryKey(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    // An unknown or draft article (404) or a malformed address (400) will not change on a second try.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
    retryOnMount: false,
  });

export function useBlogPost(slug: string | undefined) {
  return useQuery({ ...blogPostQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
