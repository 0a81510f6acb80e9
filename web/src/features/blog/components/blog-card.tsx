import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '../../../../../shared/blog/api';
import { frBlog } from '../i18n/fr';
import { CARD_TAG_LIMIT } from '../lib/filter-posts';
import { BlogCover } from './blog-cover';
import { PostMeta } from './post-meta';

const GRID_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

type BlogCardProps = {
  post: BlogCardData;
  /** Featured cards are larger and show the badge. */
  featured?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** One article card: the title link is stretched over the card, so the whole card is one target. */
export function BlogCard({ post, featured = false, priority = false, headingLevel: Heading = 'h3' }: BlogCardProps) {
  const tags = post.tags.slice(0, CARD_TAG_LIMIT);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="relative overflow-hidden">
        <BlogCover src={post.featuredImageUrl} alt="" priority={priority} sizes={GRID_SIZES} className="aspect-[1200/630]" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {featured && <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-navy-950 shadow">{frBlog.card.featuredBadge}</span>}
          {post.category && <span className="rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white shadow">{post.category}</span>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostMeta publishedAt={post.publishedAt} publishedOn={post.publishedOn} readingTime={post.readingTime} />
        <Heading className={`leading-snug font-semibold text-navy-900 ${featured ? 'text-xl' : 'text-lg'}`}>
          <Link to={`/blog/${post.slug}`} className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>}
        {tags.length > 0 && (
          <ul aria-label={frBlog.card.tagsLabel} className="mt-auto flex flex-wrap gap-2 pt-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-800">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100">
      <div className="aspect-[1200/630] animate-pulse bg-navy-100 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded bg-navy-100" />
        <div className="h-6 w-4/5 rounded bg-navy-100" />
        <div className="h-4 w-full rounded bg-navy-100" />
      </div>
    </div>
  );
}
