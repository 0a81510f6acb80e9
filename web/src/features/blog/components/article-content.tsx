import { useMemo } from 'react';
import { safeHtml } from '../../../lib/safe-html';

/**
 * The article's HTML: sanitized on the server when saved and again here with DOMPurify (lib/safe-html.ts).
 * Styled for reading: a comfortable measure, spaced headings and paragraphs, visible links.
 */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <div
      data-testid="article-content"
      className={[
        'max-w-none text-lg leading-relaxed text-slate-800',
        '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-900',
        '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900',
        '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-navy-900',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
        '[&_a]:font-medium [&_a]:text-navy-700 [&_a]:underline [&_a:hover]:text-navy-900',
        '[&_strong]:font-semibold [&_strong]:text-navy-900',
        '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:bg-navy-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic',
        '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
        '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border [&_th]:border-navy-200 [&_th]:bg-navy-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-navy-200 [&_td]:px-3 [&_td]:py-2',
        '[&_hr]:my-8 [&_hr]:border-navy-100 [&_code]:rounded [&_code]:bg-navy-50 [&_code]:px-1',
      ].join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
