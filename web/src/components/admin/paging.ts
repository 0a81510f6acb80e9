import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet, type ApiPath } from '../../lib/api-client';

/** What every admin list answers: one page and the cursor of the next (null at the end). */
export type Page<T> = { items: T[]; cursor: string | null };

/** An admin list read page by page ('Charger plus'); the key starts with 'admin' like every admin query. */
export function adminPagesQuery<T>(key: readonly unknown[], path: ApiPath, pageSize = 50) {
  return infiniteQueryOptions({
    queryKey: ['admin', ...key],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<Page<T>>(`${path}?${params}` as ApiPath, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.cursor ?? undefined,
  });
}
