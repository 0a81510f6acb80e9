import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostListItem, BlogStats, CategoryChanges, CategoryInput, Page, PostChanges, PostInput } from '../../../../../shared/blog/admin-api';
import type { BlogCategory, BlogPost } from '../../../../../shared/blog/schema';
import { apiDelete, apiGet, apiPatch, apiPost, type ApiPath } from '../../../lib/api-client';

/** Every query of the screen starts with ['admin', 'blog'] (a write invalidates them all). */
export const blogAdminKeys = {
  all: ['admin', 'blog'] as const,
  stats: ['admin', 'blog', 'stats'] as const,
  posts: (q: string) => ['admin', 'blog', 'posts', q] as const,
  post: (id: string) => ['admin', 'blog', 'post', id] as const,
  categories: (q: string) => ['admin', 'blog', 'categories', q] as const,
  category: (id: string) => ['admin', 'blog', 'category', id] as const,
};

const PAGE_SIZE = 25;

function pagedQuery<T>(key: readonly unknown[], path: string, q: string) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<Page<T>>(`${path}?${params}` as ApiPath, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.cursor ?? undefined,
  });
}

export const blogStatsQuery = queryOptions({ queryKey: blogAdminKeys.stats, queryFn: ({ signal }) => apiGet<BlogStats>('/admin/blog/stats', { signal }) });
export const postsQuery = (q: string) => pagedQuery<AdminPostListItem>(blogAdminKeys.posts(q), '/admin/blog/posts', q);
export const categoriesQuery = (q: string) => pagedQuery<BlogCategory>(blogAdminKeys.categories(q), '/admin/blog/categories', q);
/** The editor's category choice: the first 100 by name (a blog has a handful). */
export const categoryOptionsQuery = queryOptions({
  queryKey: [...blogAdminKeys.categories(''), 'options'],
  queryFn: ({ signal }) => apiGet<Page<BlogCategory>>('/admin/blog/categories?limit=100', { signal }),
});
export const postQuery = (id: string) => queryOptions({ queryKey: blogAdminKeys.post(id), queryFn: ({ signal }) => apiGet<BlogPost>(`/admin/blog/posts/${encodeURIComponent(id)}`, { signal }) });
export const categoryQuery = (id: string) =>
  queryOptions({ queryKey: blogAdminKeys.category(id), queryFn: ({ signal }) => apiGet<BlogCategory>(`/admin/blog/categories/${encodeURIComponent(id)}`, { signal }) });

/**
 * After a write: every admin blog query refetches, the inactive ones too (the app does not refetch on
 * mount: the stat cards must not show the old counts when the editor goes back to the list), and the
 * public blog's cached pages are dropped.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: ['blog'] });
    await queryClient.invalidateQueries({ queryKey: blogAdminKeys.all, refetchType: 'all' });
  };
}

export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PostInput | PostChanges }) =>
      id ? apiPatch<BlogPost>(`/admin/blog/posts/${encodeURIComponent(id)}`, values) : apiPost<BlogPost>('/admin/blog/posts', values),
    retry: false,
    onSettled: refresh,
  });
}

/** Publish / unpublish and the feature toggle: one field each. */
export function usePostFlag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Pick<PostChanges, 'isPublished' | 'isFeatured'> }) => apiPatch<BlogPost>(`/admin/blog/posts/${encodeURIComponent(id)}`, changes),
    retry: false,
    onSettled: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiDelete(`/admin/blog/posts/${encodeURIComponent(id)}`), retry: false, onSettled: refresh });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryInput | CategoryChanges }) =>
      id ? apiPatch<BlogCategory>(`/admin/blog/categories/${encodeURIComponent(id)}`, values) : apiPost<BlogCategory>('/admin/blog/categories', values),
    retry: false,
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiDelete(`/admin/blog/categories/${encodeURIComponent(id)}`), retry: false, onSettled: refresh });
}
