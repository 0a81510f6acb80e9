import { ArrowLeft, Phone, SearchX } from '../../components/icons';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BlogArticle, BlogCard as BlogCardData } from '../../../../shared/blog/api';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { isClientError } from '../../lib/http-errors';
import { notify } from '../../lib/toast';
import { useBlogPost } from './api/get-blog-post';
import { ArticleContent } from './components/article-content';
import { BlogCard } from './components/blog-card';
import { BlogCover } from './components/blog-cover';
import { ArticleMetaIsland } from './components/article-meta';
import { ShareArticleButtonIsland } from './components/share-article-button';
import { frBlog } from './i18n/fr';
import { authorName } from './lib/filter-posts';

export function ArticlePage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch, isFetching } = useBlogPost(slug);
  // An unknown, draft or malformed article address: say so and go back to the list.
  const missing = !data && isClientError(error);

  useEffect(() => {
    if (!missing) return;
    notify.error(frBlog.article.notFound, { id: 'blog-article-not-found' });
    void navigate('/blog', { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (error && !data && !missing) notify.error(frBlog.list.loadError, { id: 'blog-load-error' });
  }, [error, data, missing]);

  if (data) return <ArticleView key={data.article.id} article={data.article} related={data.related} />;
  if (missing) return <ArticleMissing />;
  if (error && !data) {
    return (
      <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <PageTitle>{frBlog.list.title}</PageTitle>
        <p className="text-lg font-semibold text-navy-900">{frBlog.list.loadError}</p>
        <Button variant="navy" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          {frBlog.list.retry}
        </Button>
      </section>
    );
  }
  return <ArticleLoading />;
}

function ArticleMissing() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <PageTitle>{frBlog.article.notFound}</PageTitle>
      <SearchX aria-hidden="true" className="size-12 text-gold-700" />
      <h1 className="mt-6 text-2xl font-bold text-navy-900">{frBlog.article.notFoundText}</h1>
    </section>
  );
}

export function ArticleLoading() {
  return (
    <div aria-busy="true" className="mx-auto max-w-3xl px-4 py-10">
      <p role="status" className="sr-only">
        {frBlog.article.loading}
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-40 rounded bg-navy-100" />
        <div className="h-10 w-4/5 rounded bg-navy-100" />
        <div className="aspect-[1200/630] w-full animate-pulse rounded-2xl bg-navy-100 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

function ArticleView({ article, related }: { article: BlogArticle; related: BlogCardData[] }) {
  const author = authorName(article);

  return (
    <>
      <PageTitle>{article.title}</PageTitle>
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Link to="/blog" className="inline-flex items-center gap-2 rounded-md font-medium text-navy-700 hover:text-navy-900 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {frBlog.article.back}
        </Link>

        <header className="mt-6">
          {article.category && <p className="inline-block rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">{article.category}</p>}
          <h1 className="mt-4 text-3xl leading-tight font-bold text-navy-900 sm:text-4xl">{article.title}</h1>
          {article.excerpt && <p className="mt-4 text-xl text-slate-700">{article.excerpt}</p>}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-navy-100 py-4">
            <div className="space-y-1">
              {author && <p className="font-semibold text-navy-900">{frBlog.meta.by(author)}</p>}
              <ArticleMetaIsland slug={article.slug} />
            </div>
            <ShareArticleButtonIsland title={article.title} text={article.excerpt} />
          </div>
        </header>

        <BlogCover src={article.featuredImageUrl} alt={article.title} priority sizes="(min-width: 768px) 720px, 100vw" className="mt-8 aspect-[1200/630] rounded-2xl" />

        <div className="mt-8">
          <ArticleContent html={article.content} />
        </div>

        {article.tags.length > 0 && (
          <section aria-labelledby="article-tags" className="mt-10 border-t border-navy-100 pt-6">
            <h2 id="article-tags" className="text-lg font-semibold text-navy-900">
              {frBlog.article.tags}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800">
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
        )}

        <aside aria-labelledby="article-cta" className="mt-12 rounded-2xl bg-navy-900 p-8 text-white">
          <h2 id="article-cta" className="text-2xl font-bold">
            {frBlog.article.ctaTitle}
          </h2>
          <p className="mt-3 text-navy-100">{frBlog.article.ctaText}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/vendeur-lead" variant="gold">
              {frBlog.article.ctaSell}
            </ButtonLink>
            <ButtonLink to="/contact" variant="gold-outline">
              <Phone aria-hidden="true" className="size-5" />
              {frBlog.article.ctaContact}
            </ButtonLink>
          </div>
        </aside>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="article-related" className="bg-navy-50 px-4 py-12">
          <div className="mx-auto max-w-7xl sm:px-2 lg:px-4">
            <h2 id="article-related" className="text-2xl font-bold text-navy-900">
              {frBlog.article.related}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
