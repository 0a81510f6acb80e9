/** Plain, one-line text for meta descriptions and JSON-LD: no HTML, no line breaks, bounded length. */

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
/** JSON-LD descriptions carry more of the text than the meta one. */
export const JSON_LD_DESCRIPTION_MAX = 300;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
  laquo: '«', raquo: '»', hellip: '…', ndash: '–', mdash: '—', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags that end a run of text: replaced by a space. Inline ones (strong, em, a, span…) vanish. */
const BLOCK_TAG = /^(p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|aside|nav|figure|figcaption|img|main)$/i;

/**
 * Text of an HTML fragment (a blog article's sanitized content): scripts, styles and comments go with
 * their content, block tags become a space and inline ones nothing, entities are decoded, whitespace
 * collapses to single spaces.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (BLOCK_TAG.test(name) ? ' ' : ''))
    .replace(/[<>]/g, ' ');
  return decodeEntities(text).replace(/\s+/gu, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max * 0.6 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—·]+$/u, '')}…`;
}

/**
 * A meta description: the parts joined with spaces (empty ones skipped), plain text, trimmed to 160
 * characters; when shorter than 50, `fallback` is appended so it is never a stub.
 */
export function metaDescription(parts: readonly (string | undefined | null | false)[], fallback: string): string {
  const joined = plainText(parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' '));
  const text = joined.length >= DESCRIPTION_MIN ? joined : `${joined ? `${joined.replace(/[.\s]*$/u, '')}. ` : ''}${fallback}`;
  return truncate(text, DESCRIPTION_MAX);
}
