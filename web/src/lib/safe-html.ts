import DOMPurify from 'dompurify';

/**
 * Rich HTML from the API (blog articles), made safe to insert. The server sanitized it when it was
 * saved (shared/blog/server/sanitize.ts); the browser sanitizes it again with DOMPurify, so a stored payload
 * that got past the first pass (or was written straight into the table) still cannot run. During a
 * server render there is no DOM for DOMPurify: the server-sanitized HTML is used as it is.
 */
export function safeHtml(html: string): string {
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, CONFIG) as string;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

if (DOMPurify.isSupported) {
  // Links in content must not reach back into this page (window.opener) nor leak its address.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
  });
}
