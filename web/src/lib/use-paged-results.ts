import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ExternalToast } from 'sonner';
import { useEffect, useRef } from 'react';
import { errorMessage } from './http-errors';
import { notify } from './toast';

/**
 * The shared behaviour of a paged list (listings, search, the back office's properties): the items of every
 * page loaded, one toast per load failure, and "load more" that moves focus to the first new item (the
 * button may disappear with the last page).
 */
export function usePagedResults<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>,
  { errorTitle, toastId, toastOptions }: { errorTitle: string; toastId: string; toastOptions?: ExternalToast },
) {
  const { data, error, errorUpdatedAt, fetchNextPage, isFetchingNextPage } = query;
  const listRef = useRef<HTMLUListElement>(null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (!error) return;
    notify.error(errorTitle, { ...toastOptions, id: toastId, description: errorMessage(error) });
    // toastOptions is left out on purpose: a caller's new object each render must not toast again.
  }, [error, errorUpdatedAt, errorTitle, toastId]);

  async function loadMore() {
    if (isFetchingNextPage) return;
    const firstNewIndex = items.length;
    const result = await fetchNextPage();
    if (result.isError) return;
    listRef.current?.children[firstNewIndex]?.querySelector('a')?.focus();
  }

  return { items, listRef, loadMore };
}
