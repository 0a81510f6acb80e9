/**
 * Starts fetching a page's largest image as soon as its route is known, in parallel with the page's
 * code and data, instead of after they have arrived (the browser reuses the response for the <img>).
 */
export function preloadImage(href: string) {
  // The prerendered page already preloads its largest image (React emits it for the high-priority <img>).
  if (typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
