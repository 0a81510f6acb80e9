import sanitizeHtml from 'sanitize-html';

/**
 * The markup an article may hold: what a writer needs (headings, paragraphs, lists, links, images,
 * tables, quotes, emphasis), nothing that runs. No `style` or `class` (CSS can hide or overlay
 * content), no event handler (sanitize-html drops every attribute not listed), no iframe, form or SVG.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'blockquote', 'em', 'strong', 'b', 'i',
    'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'span', 'div', 'abbr', 'cite', 'q',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
  },
  // Relative addresses (our /media/...) stay; anything with a scheme must be one of these.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // The page's title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: {
          ...rest,
          // A linked page must not reach back into ours (window.opener) nor learn where its reader came from.
          rel: 'noopener noreferrer',
          ...(target === '_blank' ? { target } : {}),
        },
      };
    },
  },
};

/** The article HTML as it is stored and served: run on every save (savePost, save-post.ts). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
