import { useMemo } from 'react';
import { srcSetOf } from '../../../../../shared/media/renditions';
import { safeHtml } from '../../../lib/safe-html';
import { frBlogAdmin } from '../i18n/fr';

type ArticlePreviewProps = { title: string; excerpt: string; coverUrl: string; category: string; html: string };

/**
 * A draft as the article page will show it: the HTML sanitized with DOMPurify (lib/safe-html.ts, as the
 * public page does) and the article's reading styles. Nothing is saved.
 */
export function ArticlePreview({ title, excerpt, coverUrl, category, html }: ArticlePreviewProps) {
  const clean = useMemo(() => safeHtml(html), [html]);
  const t = frBlogAdmin.editor;
  return (
    <article aria-label={t.preview} className="rounded-lg border border-navy-200 bg-white p-6">
      <p className="mb-4 text-sm text-slate-600">{t.previewNote}</p>
      {category && <p className="text-sm font-semibold tracking-wide text-gold-800 uppercase">{category}</p>}
      <p className="mt-1 text-3xl font-bold text-navy-900">{title}</p>
      {excerpt && <p className="mt-3 text-lg text-slate-700">{excerpt}</p>}
      {coverUrl && <img src={coverUrl} srcSet={srcSetOf(coverUrl)} sizes="(min-width: 1024px) 48rem, 100vw" alt="" className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover" />}
      {clean ? (
        <div
          data-testid="article-preview"
          className={[
            'mt-6 text-lg leading-relaxed text-slate-800',
            '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-900',
            '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900',
            '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
            '[&_a]:font-medium [&_a]:text-navy-700 [&_a]:underline',
            '[&_strong]:font-semibold [&_strong]:text-navy-900',
            '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:bg-navy-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic',
            '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
          ].join(' ')}
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      ) : (
        <p className="mt-6 text-slate-600">{t.previewEmpty}</p>
      )}
    </article>
  );
}
