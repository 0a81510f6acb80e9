import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BlogArticleResponse, BlogViewResponse } from '../../../../../shared/blog/api';
import { api } from '../../../lib/api-client';
import { blogPostQueryKey } from './get-blog-post';

export function countBlogView(slug: string): Promise<BlogViewResponse> {
  return api.post('/blog/{slug}/views', { params: { slug } });
}

/** sessionStorage key of the flag "this tab's session already counted this article" (a flag, not an id). */
export const viewedFlagKey = (slug: string) => `blog-vue:${slug}`;

function alreadyCounted(slug: string): boolean {
  try {
    return window.sessionStorage.getItem(viewedFlagKey(slug)) === '1';
  } catch {
    return false; // storage refused (private mode, policy): the server still dedupes
  }
}

function rememberCounted(slug: string) {
  try {
    window.sessionStorage.setItem(viewedFlagKey(slug), '1');
  } catch {
    // the server still dedupes
  }
}

/**
 * Counts one view of the article once it is shown, at most once per browser session: the browser keeps
 * a per-article flag in sessionStorage and the server dedupes by a hash of the client (30 minutes).
 * A counted view shows at once in the article's view count.
 */
export function useCountBlogView(slug: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!slug || alreadyCounted(slug)) return;
    rememberCounted(slug);
    countBlogView(slug)
      .then(({ counted }) => {
        if (!counted) return;
        queryClient.setQueryData<BlogArticleResponse>(blogPostQueryKey(slug), (data) =>
          data ? { ...data, article: { ...data.article, viewsCount: data.article.viewsCount + 1 } } : data,
        );
      })
      .catch(() => undefined); // a view that could not be counted is not the reader's problem
  }, [slug, queryClient]);
}
