import { CalendarDays, Clock, Eye } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { frBlog } from '../i18n/fr';
import { formatPublishedDate } from '../lib/filter-posts';

type PostMetaProps = { publishedAt?: string; publishedOn?: string; readingTime: number; viewsCount?: number; className?: string };

/** Date (fr-CA), reading time and, on the article, its views. */
export function PostMeta({ publishedAt, publishedOn, readingTime, viewsCount, className = '' }: PostMetaProps) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}>
      {publishedAt && (
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">{frBlog.meta.publishedOn} </span>
          <time dateTime={publishedAt}>{formatPublishedDate(publishedOn)}</time>
        </li>
      )}
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {frBlog.meta.readingTime(readingTime)}
      </li>
      {viewsCount !== undefined && (
        <li className="inline-flex items-center gap-1.5" data-testid="article-views">
          <Eye aria-hidden="true" className="size-4" />
          {frBlog.meta.views(formatNumber(viewsCount), viewsCount)}
        </li>
      )}
    </ul>
  );
}
