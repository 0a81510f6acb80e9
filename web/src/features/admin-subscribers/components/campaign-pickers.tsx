import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { CAMPAIGN_LIMITS } from '../../../../../shared/newsletter/campaign';
import { foldForSearch } from '../../../../../shared/text';
import { formatPrice } from '../../../lib/format';
import { SEARCH_DELAY_MS, useDebounced } from '../../../lib/use-debounced';
import { chosenListingQuery, chosenPostQuery, listingChoicesQuery, postChoicesQuery } from '../api/campaigns';
import { frSubscribers } from '../i18n/fr';
import { ItemPicker, type PickerChoice } from './item-picker';

const t = frSubscribers.campaign;

type PickerProps = { value: string[]; onChange: (ids: string[]) => void; error?: string };

const pagingState = (list: UseInfiniteQueryResult<InfiniteData<unknown>>) => ({
  pending: list.isPending,
  failed: list.isError,
  hasMore: list.hasNextPage,
  loadingMore: list.isFetchingNextPage,
  retry: () => void list.refetch(),
  loadMore: () => void list.fetchNextPage(),
});

/** The name of a chosen item: from the loaded choices, else asked by id (a saved draft's). */
function ChosenTitle({ title, query }: { title: string | undefined; query: { isPending: boolean; isError: boolean; data?: string } }) {
  if (title) return <>{title}</>;
  if (query.data) return <>{query.data}</>;
  if (query.isError) return <span className="text-red-700">{t.unknownItem}</span>;
  return <span className="text-slate-600">{t.loadingTitle}</span>;
}

function ChosenListing({ id, known }: { id: string; known: string | undefined }) {
  const query = useQuery({ ...chosenListingQuery(id), enabled: !known, select: (property) => property.title });
  return <ChosenTitle title={known} query={query} />;
}

function ChosenPost({ id, known }: { id: string; known: string | undefined }) {
  const query = useQuery({ ...chosenPostQuery(id), enabled: !known, select: (post) => post.title });
  return <ChosenTitle title={known} query={query} />;
}

/**
 * The listings to feature: the active (published) ones of the admin list, searched here by title or place
 * (the list has no search parameter; a brokerage has tens of listings, read 100 a page).
 */
export function ListingPicker({ value, onChange, error }: PickerProps) {
  const [search, setSearch] = useState('');
  const list = useInfiniteQuery(listingChoicesQuery);
  const all: PickerChoice[] = (list.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((property) => property.isActive)
    .map((property) => ({ id: property.id, title: property.title, detail: `${property.location} · ${formatPrice(property.price)}` }));
  const wanted = foldForSearch(search.trim());
  const choices = wanted ? all.filter((choice) => foldForSearch(`${choice.title} ${choice.detail}`).includes(wanted)) : all;
  const titles = new Map(all.map((choice) => [choice.id, choice.title]));
  const queryClient = useQueryClient();
  const nameOf = (id: string) => titles.get(id) ?? queryClient.getQueryData(chosenListingQuery(id).queryKey)?.title ?? id;
  return (
    <ItemPicker
      legend={t.listings}
      hint={t.listingsHint(CAMPAIGN_LIMITS.listings)}
      searchLabel={t.listingsSearch}
      search={search}
      onSearch={setSearch}
      choices={choices}
      state={pagingState(list)}
      selected={value}
      max={CAMPAIGN_LIMITS.listings}
      onChange={onChange}
      chosenTitle={(id) => <ChosenListing id={id} known={titles.get(id)} />}
      chosenName={nameOf}
      error={error}
    />
  );
}

/** The articles to feature: the admin list searched by the server, its published ones. */
export function PostPicker({ value, onChange, error }: PickerProps) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery(postChoicesQuery(q));
  const choices: PickerChoice[] = (list.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((post) => post.isPublished)
    .map((post) => ({ id: post.id, title: post.title, detail: post.category ?? undefined }));
  const [titles] = useState(() => new Map<string, string>());
  for (const choice of choices) titles.set(choice.id, choice.title);
  const queryClient = useQueryClient();
  const nameOf = (id: string) => titles.get(id) ?? queryClient.getQueryData(chosenPostQuery(id).queryKey)?.title ?? id;
  return (
    <ItemPicker
      legend={t.posts}
      hint={t.postsHint(CAMPAIGN_LIMITS.posts)}
      searchLabel={t.postsSearch}
      search={search}
      onSearch={setSearch}
      choices={choices}
      state={pagingState(list)}
      selected={value}
      max={CAMPAIGN_LIMITS.posts}
      onChange={onChange}
      chosenTitle={(id) => <ChosenPost id={id} known={titles.get(id)} />}
      chosenName={nameOf}
      error={error}
    />
  );
}
