/**
 * Starts fetching a page's largest image as soon as its route is known, in parallel with the page's
 * code and data, instead of after they have arrived (the browser reuses the response for the <img>).
 */
export function preloadImage(href: string, srcSet?: { srcset: string; sizes: string }) {
  // The prerendered page already preloads its largest image (its <head>: components/page-title.tsx).
  if (typeof document === 'undefined') return;
  const selector = srcSet ? `link[rel="preload"][imagesrcset="${CSS.escape(srcSet.srcset)}"]` : `link[rel="preload"][href="${CSS.escape(href)}"]`;
  if (document.head.querySelector(selector)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  // With a srcset, the browser preloads the width the <img> will pick, not the original.
  if (srcSet) {
    link.imageSrcset = srcSet.srcset;
    link.imageSizes = srcSet.sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
