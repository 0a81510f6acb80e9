import type { BlogPost } from '../../../../../shared/blog/schema';
import { frBlogAdmin } from '../i18n/fr';

const dateFormat = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });

/** A stored ISO date as the brokerage reads it (Quebec time). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The author column: the profile's names, 'Admin' when there are none (spec §3). */
export const authorName = (post: Pick<BlogPost, 'authorFirstName' | 'authorLastName'>) =>
  [post.authorFirstName, post.authorLastName].filter(Boolean).join(' ').trim() || frBlogAdmin.defaultAuthor;

/** Tags typed as one comma-separated line. */
export const parseTags = (line: string) => [...new Set(line.split(',').map((tag) => tag.trim()).filter(Boolean))];
