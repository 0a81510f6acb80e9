import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../components/admin/page-header';
import { Eye, EyeOff, Pencil, Plus, Star, StarOff, Trash2 } from '../../components/icons';
import { useEffect, useState } from 'react';
import type { AdminPostListItem } from '../../../../shared/blog/admin-api';
import type { BlogCategory } from '../../../../shared/blog/schema';
import { DeleteDialog } from '../../components/admin/confirm-dialog';
import { LoadMore } from '../../components/admin/load-more';
import { LoadError, Pending, SearchBox } from '../../components/admin/list-states';
import { StatCards } from '../../components/admin/stat-cards';
import { ButtonLink } from '../../components/ui/button-link';
import { Button } from '../../components/ui/button';
import { TabList, tabPanelProps } from '../../components/ui/tab-list';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/toast';
import { blogStatsQuery, categoriesQuery, postsQuery, useDeleteCategory, useDeletePost, usePostFlag } from './api/blog-admin-api';
import { frBlogAdmin } from './i18n/fr';
import { authorName, formatDate } from './lib/display';

const t = frBlogAdmin;
type Tab = 'posts' | 'categories';
const TABS = [
  { id: 'posts', name: t.tabs.posts },
  { id: 'categories', name: t.tabs.categories },
] as const;

/** The search sent to the server once typing pauses (a request per pause, not per key). */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A load failure: the spec's toast (title 'Erreur'), once per failing query. */
function useLoadErrorToast(failed: boolean) {
  useEffect(() => {
    if (failed) notify.error(t.toasts.loadErrorTitle, { description: t.toasts.loadError });
  }, [failed]);
}

const badge = (tone: 'green' | 'grey' | 'gold') =>
  `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'green' ? 'bg-emerald-100 text-emerald-900' : tone === 'gold' ? 'bg-gold-100 text-navy-900' : 'bg-navy-100 text-navy-800'}`;
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const td = 'px-3 py-3 align-top text-sm text-slate-800';

/** 'Gestion du Blog' (spec §2 'Blog management'): stat cards, search, the 'Articles' and 'Catégories' tabs. */
export function BlogAdminPage() {
  const [tab, setTab] = useState<Tab>('posts');
  const [search, setSearch] = useState('');
  const q = useSettled(search);
  const stats = useQuery(blogStatsQuery);
  useLoadErrorToast(stats.isError);

  const cards = [
    { label: t.stats.total, value: stats.data?.total },
    { label: t.stats.published, value: stats.data?.published },
    { label: t.stats.drafts, value: stats.data?.drafts },
    { label: t.stats.featured, value: stats.data?.featured },
    { label: t.stats.views, value: stats.data?.views },
    { label: t.stats.categories, value: stats.data?.categories },
  ];

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/blog/new-category" variant="subtle" size="md">
            <Plus aria-hidden="true" className="size-4" />
            {t.newCategory}
          </ButtonLink>
          <ButtonLink to="/admin/blog/new-post" variant="navy" size="md">
            <Plus aria-hidden="true" className="size-4" />
            {t.newPost}
          </ButtonLink>
        </div>
      </AdminPageHeader>

      <StatCards items={cards} columns="md:grid-cols-3 xl:grid-cols-6" />

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <TabList
          label={t.tabsLabel}
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          idPrefix="blog-admin"
          className="inline-flex rounded-lg border border-navy-200 bg-white p-1"
          tabClassName={(selected) => `rounded-md px-4 py-2 font-medium ${selected ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50'}`}
        />
        <SearchBox label={t.search} placeholder={t.searchPlaceholder[tab]} value={search} onChange={setSearch} className="sm:w-80" />
      </div>

      <div {...tabPanelProps('blog-admin', tab)} className="mt-4">
        {tab === 'posts' ? <PostsTable q={q} /> : <CategoriesTable q={q} />}
      </div>
    </div>
  );
}

function PostsTable({ q }: { q: string }) {
  const list = useInfiniteQuery(postsQuery(q));
  useLoadErrorToast(list.isError);
  const flag = usePostFlag();
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<AdminPostListItem | null>(null);

  const setPublished = (post: AdminPostListItem) =>
    flag.mutate(
      { id: post.id, changes: { isPublished: !post.isPublished } },
      { onSuccess: () => notify.success(post.isPublished ? t.toasts.unpublished : t.toasts.published), onError: (e) => notify.error(t.toasts.statusError, { description: e.message }) },
    );
  const setFeatured = (post: AdminPostListItem) =>
    flag.mutate(
      { id: post.id, changes: { isFeatured: !post.isFeatured } },
      { onSuccess: () => notify.success(post.isFeatured ? t.toasts.unfeatured : t.toasts.featured), onError: (e) => notify.error(t.toasts.featureError, { description: e.message }) },
    );

  if (list.isPending) return <Pending />;
  if (list.isError) return <LoadError message={t.toasts.loadError} onRetry={() => void list.refetch()} />;
  const posts = list.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <p className="text-slate-600">{t.emptyPosts}</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-navy-100 bg-white shadow-sm">
        <table className="w-full min-w-[64rem]">
          <thead className="bg-navy-50">
            <tr>
              {Object.values(t.postColumns).map((name) => (
                <th key={name} scope="col" className={th}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {posts.map((post) => (
              <tr key={post.id}>
                <th scope="row" className={`${td} max-w-56 text-left font-semibold text-navy-900`}>
                  {post.title}
                  {post.isFeatured && <span className={`${badge('gold')} ml-2`}>{t.featured}</span>}
                </th>
                <td className={`${td} max-w-64`}>
                  <p className="line-clamp-2">{post.excerpt}</p>
                </td>
                <td className={td}>{post.category ?? t.noCategory}</td>
                <td className={td}>{authorName(post)}</td>
                <td className={td}>
                  <span className={badge(post.isPublished ? 'green' : 'grey')}>{post.isPublished ? t.published : t.draft}</span>
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(post.viewsCount)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <p>{t.created(formatDate(post.createdAt))}</p>
                  {post.publishedAt && <p className="text-slate-600">{t.publishedOn(formatDate(post.publishedAt))}</p>}
                </td>
                <td className={td}>
                  <div className="flex gap-1">
                    <ButtonLink to={`/admin/blog/edit/${post.id}`} variant="ghost" size="icon" aria-label={t.actions.edit(post.title)} title={t.actions.edit(post.title)}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </ButtonLink>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={flag.isPending}
                      onClick={() => setPublished(post)}
                      aria-label={post.isPublished ? t.actions.unpublish(post.title) : t.actions.publish(post.title)}
                      title={post.isPublished ? t.actions.unpublish(post.title) : t.actions.publish(post.title)}
                    >
                      {post.isPublished ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={flag.isPending}
                      onClick={() => setFeatured(post)}
                      aria-label={post.isFeatured ? t.actions.unfeature(post.title) : t.actions.feature(post.title)}
                      title={post.isFeatured ? t.actions.unfeature(post.title) : t.actions.feature(post.title)}
                    >
                      {post.isFeatured ? <StarOff aria-hidden="true" className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
                    </Button>
                    <Button variant="ghost" size="icon" onClick={() => setDeleting(post)} aria-label={t.actions.delete(post.title)} title={t.actions.delete(post.title)}>
                      <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      {deleting && (
        <DeleteDialog
          title={t.deletePostTitle}
          question={t.deletePostQuestion}
          confirmLabel={t.delete}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          toasts={{ deleted: t.toasts.deleted, failed: t.toasts.deleteError }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function CategoriesTable({ q }: { q: string }) {
  const list = useInfiniteQuery(categoriesQuery(q));
  useLoadErrorToast(list.isError);
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<BlogCategory | null>(null);

  if (list.isPending) return <Pending />;
  if (list.isError) return <LoadError message={t.toasts.loadError} onRetry={() => void list.refetch()} />;
  const categories = list.data.pages.flatMap((page) => page.items);
  if (categories.length === 0) return <p className="text-slate-600">{t.emptyCategories}</p>;

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-navy-100 bg-white shadow-sm">
        <table className="w-full min-w-[56rem]">
          <thead className="bg-navy-50">
            <tr>
              {Object.values(t.categoryColumns).map((name) => (
                <th key={name} scope="col" className={th}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {categories.map((category) => (
              <tr key={category.id}>
                <th scope="row" className={`${td} text-left font-semibold text-navy-900`}>
                  {category.name}
                </th>
                <td className={`${td} font-mono`}>{category.slug}</td>
                <td className={`${td} max-w-72`}>
                  <p className="line-clamp-2">{category.description}</p>
                </td>
                <td className={td}>
                  <span className="inline-flex items-center gap-2 font-mono">
                    <span aria-hidden="true" className="size-4 rounded-full border border-navy-200" style={{ backgroundColor: category.color }} />
                    {category.color}
                  </span>
                </td>
                <td className={td}>
                  <span className={badge(category.isActive ? 'green' : 'grey')}>{category.isActive ? t.active : t.inactive}</span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(category.createdAt)}</td>
                <td className={td}>
                  <div className="flex gap-1">
                    <ButtonLink to={`/admin/blog/edit-category/${category.id}`} variant="ghost" size="icon" aria-label={t.actions.edit(category.name)} title={t.actions.edit(category.name)}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </ButtonLink>
                    <Button variant="ghost" size="icon" onClick={() => setDeleting(category)} aria-label={t.actions.delete(category.name)} title={t.actions.delete(category.name)}>
                      <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
      {deleting && (
        <DeleteDialog
          title={t.deleteCategoryTitle}
          question={t.deleteCategoryQuestion}
          confirmLabel={t.delete}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          toasts={{ deleted: t.toasts.categoryDeleted, failed: t.toasts.categoryDeleteError }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
