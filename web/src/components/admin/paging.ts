import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Page } from '../../../../shared/list-query';
import { api, type ApiPath, type ApiReply } from '../../lib/api-client';

export type { Page };

/** The back office's lists the table answers page by page (a `Page` of items, read with limit and cursor). */
type PagedPath = { [P in ApiPath<'GET'>]: ApiReply<'GET', P> extends Page<unknown> ? P : never }[ApiPath<'GET'>];

/**
 * An admin list read page by page ('Charger plus'); the key starts with 'admin' like every admin query.
 * `query` adds the list's filters (a search text…) to every page's request.
 */
export function adminPagesQuery<P extends PagedPath>(key: readonly unknown[], path: P, pageSize = 50, query: Record<string, string> = {}) {
  type Answer = ApiReply<'GET', P>;
  return infiniteQueryOptions({
    queryKey: ['admin', ...key],
    queryFn: ({ pageParam, signal }) =>
      // P is one of several paths here, so the input's type cannot be resolved: every PagedPath takes limit and cursor.
      api.get(path, { query: { ...query, limit: pageSize, cursor: pageParam ?? undefined }, signal } as never) as Promise<Answer>,
    initialPageParam: null as string | null,
    getNextPageParam: (last: Answer) => (last as Page<unknown>).cursor ?? undefined,
  });
}
