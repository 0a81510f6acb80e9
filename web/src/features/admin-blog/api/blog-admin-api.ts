import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryChanges, CategoryInput, PostChanges, PostInput } from '../../../../../shared/blog/admin-api';
import { adminPagesQuery } from '../../../components/admin/paging';
import { api } from '../../../lib/api-client';

/** Every query of the screen starts with ['admin', 'blog'] (a write invalidates them all). */
export const blogAdminKeys = {
  all: ['admin', 'blog'] as const,
  stats: ['admin', 'blog', 'stats'] as const,
  post: (id: string) => ['admin', 'blog', 'post', id] as const,
  categories: (q: string) => ['admin', 'blog', 'categories', q] as const,
  category: (id: string) => ['admin', 'blog', 'category', id] as const,
};

const PAGE_SIZE = 25;

export const blogStatsQuery = queryOptions({ queryKey: blogAdminKeys.stats, queryFn: ({ signal }) => api.get('/admin/blog/stats', { signal }) });
/** The lists, searched by `q`: ['admin', 'blog', 'posts', q] and ['admin', 'blog', 'categories', q] (adminPagesQuery adds 'admin'). */
export const postsQuery = (q: string) => adminPagesQuery(['blog', 'posts', q], '/admin/blog/posts', PAGE_SIZE, { q });
export const categoriesQuery = (q: string) => adminPagesQuery(['blog', 'categories', q], '/admin/blog/categories', PAGE_SIZE, { q });
/** The editor's category choice: the first 100 by name (a blog has a handful). */
export const categoryOptionsQuery = queryOptions({
  queryKey: [...blogAdminKeys.categories(''), 'options'],
  queryFn: ({ signal }) => api.get('/admin/blog/categories', { query: { limit: 100 }, signal }),
});
export const postQuery = (id: string) => queryOptions({ queryKey: blogAdminKeys.post(id), queryFn: ({ signal }) => api.get('/admin/blog/posts/{id}', { params: { id }, signal }) });
export const categoryQuery = (id: string) =>
  queryOptions({ queryKey: blogAdminKeys.category(id), queryFn: ({ signal }) => api.get('/admin/blog/categories/{id}', { params: { id }, signal }) });

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

/** The editor sends the whole form, with the version it opened when it edits (`id`). */
export function useSavePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: PostInput & Pick<PostChanges, 'expectedUpdatedAt'> }) =>
      id ? api.patch('/admin/blog/posts/{id}', { params: { id }, body: values }) : api.post('/admin/blog/posts', { body: values }),
    retry: false,
    onSettled: refresh,
  });
}

/** Publish / unpublish and the feature toggle: one field each. */
export function usePostFlag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Pick<PostChanges, 'isPublished' | 'isFeatured'> }) => api.patch('/admin/blog/posts/{id}', { params: { id }, body: changes }),
    retry: false,
    onSettled: refresh,
  });
}

export function useDeletePost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.delete('/admin/blog/posts/{id}', { params: { id } }), retry: false, onSettled: refresh });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryInput & Pick<CategoryChanges, 'expectedUpdatedAt'> }) =>
      id ? api.patch('/admin/blog/categories/{id}', { params: { id }, body: values }) : api.post('/admin/blog/categories', { body: values }),
    retry: false,
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.delete('/admin/blog/categories/{id}', { params: { id } }), retry: false, onSettled: refresh });
}
