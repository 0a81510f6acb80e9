import type { BlogCard } from '../../../../../shared/blog/api';
import { formatDay } from '../../../../../shared/format';
import { foldForSearch } from '../../../../../shared/text';

export const ALL_CATEGORIES = 'tous';
/** public-site.md §9. */
export const FEATURED_LIMIT = 3;
export const CARD_TAG_LIMIT = 3;

/** Posts whose title, excerpt or a tag contains the search (accents and case ignored), in the chosen category. */
export function filterPosts(posts: readonly BlogCard[], search: string, categoryName: string | null): BlogCard[] {
  const needle = foldForSearch(search);
  return posts.filter((post) => {
    if (categoryName !== null && post.category !== categoryName) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, ...post.tags].some((text) => foldForSearch(text).includes(needle));
  });
}

/** Up to three featured posts, newest first (the list already is). */
export const featuredPosts = (posts: readonly BlogCard[]) => posts.filter((p) => p.isFeatured).slice(0, FEATURED_LIMIT);

/** The API's publishedOn (the day in Quebec) in words. */
export const formatPublishedDate = formatDay;

export const authorName = (post: Pick<BlogCard, 'authorFirstName' | 'authorLastName'>) =>
  [post.authorFirstName, post.authorLastName].filter(Boolean).join(' ');
