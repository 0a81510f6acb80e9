import { island } from '../../../islands/island';
import { useCountBlogView } from '../api/count-blog-view';
import { useBlogPost } from '../api/get-blog-post';
import { PostMeta } from './post-meta';

/** The article's date, reading time and views; it counts the reader's view and shows it at once. */
export function ArticleMeta({ slug }: { slug: string }) {
  useCountBlogView(slug);
  const article = useBlogPost(slug).data?.article;
  if (!article) return null;
  return <PostMeta publishedAt={article.publishedAt} publishedOn={article.publishedOn} readingTime={article.readingTime} viewsCount={article.viewsCount} />;
}

export const ArticleMetaIsland = island('blog', 'ArticleMeta', ArticleMeta);
