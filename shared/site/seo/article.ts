import type { BlogPosting, WithContext } from 'schema-dts';
import type { BlogArticle } from '../../blog/api.js';
import { seoCopy } from './copy.js';
import { pageHead } from './head.js';
import { brokerageRef, breadcrumbJsonLd } from './json-ld.js';
import { JSON_LD_DESCRIPTION_MAX, metaDescription, plainText, truncate } from './text.js';
import type { PageHead, SiteInfo } from './types.js';
import { absoluteUrl, canonicalUrl, shareImageUrl } from './urls.js';
import { articlePath } from '../pages.js';

/** An article as GET /api/blog/{slug} answers it; `updatedAt` when the caller has it (the API does not send it). */
export type ArticleInput = BlogArticle & { updatedAt?: string };

const authorName = (post: ArticleInput) => [post.authorFirstName, post.authorLastName].map((p) => p?.trim()).filter(Boolean).join(' ');

/** The excerpt, or the start of the article's text when there is none. */
const summaryOf = (post: ArticleInput) => plainText(post.excerpt ?? '') || plainText(post.content ?? '');

/** An article's JSON-LD: BlogPosting published by the brokerage, written by its author when named. */
export function articleJsonLd(post: ArticleInput, site: SiteInfo): WithContext<BlogPosting> {
  const url = canonicalUrl(site.origin, articlePath(post.slug));
  const author = authorName(post);
  const published = post.publishedAt;
  const modified = post.updatedAt ?? published;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: truncate(post.title, 110),
    description: truncate(summaryOf(post), JSON_LD_DESCRIPTION_MAX),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: 'fr-CA',
    ...(post.featuredImageUrl ? { image: absoluteUrl(site.origin, post.featuredImageUrl) } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: author ? { '@type': 'Person', name: author } : brokerageRef(site),
    publisher: brokerageRef(site),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
    ...(post.readingTime ? { timeRequired: `PT${post.readingTime}M` } : {}),
  };
}

/** /blog/{slug}: og type article with its dates, the cover for sharing, JSON-LD and breadcrumbs. */
export function articleHead(post: ArticleInput, site: SiteInfo): PageHead {
  const path = articlePath(post.slug);
  const author = authorName(post);
  return pageHead({
    site,
    title: post.title,
    description: metaDescription([summaryOf(post)], seoCopy.article.fallbackDescription),
    path,
    type: 'article',
    image: post.featuredImageUrl ? { url: shareImageUrl(site.origin, post.featuredImageUrl), alt: post.title } : undefined,
    article: {
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
      ...((post.updatedAt ?? post.publishedAt) ? { modifiedTime: post.updatedAt ?? post.publishedAt } : {}),
      ...(author ? { author } : {}),
      ...(post.category ? { section: post.category } : {}),
      ...(post.tags?.length ? { tags: post.tags } : {}),
    },
    jsonLd: [
      articleJsonLd(post, site),
      breadcrumbJsonLd(site, [
        { name: seoCopy.nav.home, path: '/' },
        { name: seoCopy.nav.blog, path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  });
}
