import { Search } from '../../components/icons';
import { useEffect, useId, useMemo, useState } from 'react';
import type { BlogListResponse } from '../../../../shared/blog/api';
import { NewsletterFormIsland } from '../../components/newsletter-form';
import { island } from '../../islands/island';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { notify } from '../../lib/toast';
import { useBlogPosts } from './api/get-blog-posts';
import { BlogCard, BlogCardSkeleton } from './components/blog-card';
import { frBlog } from './i18n/fr';
import { ALL_CATEGORIES, featuredPosts, filterPosts } from './lib/filter-posts';

const TABS_ID = 'blog-categories';

export function BlogPage() {
  const { data, error, refetch, isFetching } = useBlogPosts();

  useEffect(() => {
    if (error && !data) notify.error(frBlog.list.loadError, { id: 'blog-load-error' });
  }, [error, data]);

  return (
    <>
      <PageTitle>{frBlog.list.title}</PageTitle>
      <header className="bg-navy-900 px-4 py-14 text-center text-white sm:py-16">
        <h1 className="text-4xl font-bold sm:text-5xl">{frBlog.list.title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{frBlog.list.intro}</p>
      </header>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        {data ? (
          <BlogListingIsland />
        ) : error ? (
          <div role="alert" className="rounded-2xl bg-white p-10 text-center ring-1 ring-navy-100">
            <p className="text-lg font-semibold text-navy-900">{frBlog.list.loadError}</p>
            <Button variant="navy" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
              {frBlog.list.retry}
            </Button>
          </div>
        ) : (
          <div aria-busy="true">
            <p className="sr-only" role="status">{frBlog.list.loading}</p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <BlogCardSkeleton key={i} />
              ))}
            </div>
          </div>
        )}

        <section aria-labelledby="blog-newsletter" className="rounded-2xl bg-navy-50 p-8 ring-1 ring-navy-100 sm:p-10">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="blog-newsletter" className="text-2xl font-bold text-navy-900">
              {frBlog.list.newsletterTitle}
            </h2>
            <p className="mt-2 text-slate-700">{frBlog.list.newsletterText}</p>
          </div>
          <NewsletterFormIsland source="blog" variant="light" className="mx-auto mt-6 max-w-xl" />
        </section>
      </div>
    </>
  );
}

/** The list with its search and category tabs, an island: it reads the articles from the cache the page's data filled. */
export function BlogListingFromCache() {
  const { data } = useBlogPosts();
  return data ? <BlogListing data={data} /> : null;
}

const BlogListingIsland = island('blog', 'BlogListingFromCache', BlogListingFromCache);

function BlogListing({ data }: { data: BlogListResponse }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<string>(ALL_CATEGORIES);

  const tabs = useMemo(() => [{ id: ALL_CATEGORIES, name: frBlog.list.all }, ...data.categories.map((c) => ({ id: c.slug, name: c.name }))], [data.categories]);
  const categoryName = tab === ALL_CATEGORIES ? null : (data.categories.find((c) => c.slug === tab)?.name ?? null);
  const showFeatured = tab === ALL_CATEGORIES && search.trim() === '';
  const featured = showFeatured ? featuredPosts(data.items) : [];
  const featuredIds = new Set(featured.map((p) => p.id));
  const posts = filterPosts(data.items, search, categoryName).filter((p) => !featuredIds.has(p.id));
  const nothingFound = posts.length === 0 && featured.length === 0;

  return (
    <>
      <search className="mx-auto block max-w-2xl">
        <label htmlFor={searchId} className="block text-sm font-semibold text-navy-900">
          {frBlog.list.searchLabel}
        </label>
        <div className="relative mt-1.5">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={frBlog.list.searchPlaceholder}
            className="block h-12 w-full rounded-lg border border-navy-300 bg-white pr-3 pl-10 text-base text-navy-900 placeholder:text-slate-500"
          />
        </div>
      </search>

      {featured.length > 0 && (
        <section aria-labelledby="blog-featured">
          <h2 id="blog-featured" className="text-2xl font-bold text-navy-900">
            {frBlog.list.featured}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((post, i) => (
              <BlogCard key={post.id} post={post} featured priority={i === 0} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="blog-all">
        <h2 id="blog-all" className="text-2xl font-bold text-navy-900">
          {frBlog.list.latest}
        </h2>
        <TabList
          label={frBlog.list.categoriesLabel}
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
          idPrefix={TABS_ID}
          className="mt-4 flex flex-wrap gap-2"
          tabClassName={(selected) =>
            `rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              selected ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 ring-1 ring-navy-200 hover:bg-navy-50'
            }`
          }
        />
        <div {...tabPanelProps(TABS_ID, tab)} className="mt-6">
          <p className="sr-only" role="status">
            {frBlog.list.results(posts.length)}
          </p>
          {nothingFound ? (
            <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-navy-100">
              <p className="text-lg font-semibold text-navy-900">{frBlog.list.empty}</p>
              <p className="mt-2 text-slate-600">{frBlog.list.emptyHint}</p>
            </div>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, i) => (
                <BlogCard key={post.id} post={post} priority={featured.length === 0 && i === 0} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
