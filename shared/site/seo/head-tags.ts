import { jsonLdScriptContent } from './json-ld.js';
import type { HeadImage, PageHead } from './types.js';

/**
 * A page head as flat tags, in document order, for the renderer to turn into elements:
 * - `meta`: `<meta name|property=… content=…>` (exactly one of name / property);
 * - `link`: `<link rel=… href=…>`;
 * - `json-ld`: `<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: content }} />`
 *   (content already escaped: it cannot close the script). Not executable, so the CSP's
 *   `script-src 'self'` does not apply to it.
 * `<title>` is not here: the page's PageTitle renders it (PageHead.documentTitle is the same text).
 */
export type HeadTag =
  | { kind: 'meta'; name: string; content: string }
  | { kind: 'meta'; property: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  | { kind: 'json-ld'; content: string };

const imageTags = (prefix: 'og:image' | 'twitter:image', image: HeadImage | undefined, attribute: 'name' | 'property'): HeadTag[] => {
  if (!image) return [];
  const tag = (key: string, content: string): HeadTag => (attribute === 'name' ? { kind: 'meta', name: key, content } : { kind: 'meta', property: key, content });
  return [
    tag(prefix, image.url),
    tag(`${prefix}:alt`, image.alt),
    ...(prefix === 'og:image' && image.width ? [tag('og:image:width', String(image.width))] : []),
    ...(prefix === 'og:image' && image.height ? [tag('og:image:height', String(image.height))] : []),
  ];
};

export function headTags(head: PageHead): HeadTag[] {
  const og = head.openGraph;
  const article = og.article;
  return [
    { kind: 'meta', name: 'description', content: head.description },
    ...(head.robots ? [{ kind: 'meta', name: 'robots', content: head.robots } as const] : []),
    { kind: 'link', rel: 'canonical', href: head.canonicalUrl },
    { kind: 'meta', property: 'og:type', content: og.type },
    { kind: 'meta', property: 'og:title', content: og.title },
    { kind: 'meta', property: 'og:description', content: og.description },
    { kind: 'meta', property: 'og:url', content: og.url },
    { kind: 'meta', property: 'og:locale', content: og.locale },
    { kind: 'meta', property: 'og:site_name', content: og.siteName },
    ...imageTags('og:image', og.image, 'property'),
    ...(article?.publishedTime ? [{ kind: 'meta', property: 'article:published_time', content: article.publishedTime } as const] : []),
    ...(article?.modifiedTime ? [{ kind: 'meta', property: 'article:modified_time', content: article.modifiedTime } as const] : []),
    ...(article?.author ? [{ kind: 'meta', property: 'article:author', content: article.author } as const] : []),
    ...(article?.section ? [{ kind: 'meta', property: 'article:section', content: article.section } as const] : []),
    ...(article?.tags ?? []).map((tag): HeadTag => ({ kind: 'meta', property: 'article:tag', content: tag })),
    { kind: 'meta', name: 'twitter:card', content: head.twitter.card },
    { kind: 'meta', name: 'twitter:title', content: head.twitter.title },
    { kind: 'meta', name: 'twitter:description', content: head.twitter.description },
    ...imageTags('twitter:image', head.twitter.image, 'name'),
    ...head.jsonLd.map((data): HeadTag => ({ kind: 'json-ld', content: jsonLdScriptContent(data) })),
  ];
}
