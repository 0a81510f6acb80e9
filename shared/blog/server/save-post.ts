import { blogRepository } from './repository.js';
import { sanitizeArticleHtml } from './sanitize.js';
import type { BlogPost } from '../schema.js';

/**
 * Writes a whole post, new or over an existing one (the seed), its HTML sanitized first, so every
 * writer stores only markup that cannot run. Apart from the repository so that the functions that only
 * read posts (public-api) do not bundle sanitize-html and its parsers (issue 12).
 */
export async function savePost(post: BlogPost) {
  return blogRepository.saveSanitizedPost({ ...post, content: sanitizeArticleHtml(post.content) });
}
