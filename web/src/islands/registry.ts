import type { ComponentType } from 'react';

/**
 * Every island (islands/island.tsx), by name: the module under web/src that declares it, and the export
 * to run. The islands build puts each module in its own chunk, and a page prerendered for islands preloads
 * the chunks of the islands it holds (vite.islands.config.ts, ssr/shell.ts). Each island's props are its
 * own; they come from the page as JSON.
 */
type Loader = () => Promise<ComponentType<any>>;

export const islands: Record<string, Loader> = {
  'components/site-header': () => import('../components/site-header').then((m) => m.SiteHeader),
  'components/site-footer': () => import('../components/site-footer').then((m) => m.SiteFooter),
  'components/consent-banner': () => import('../components/consent-banner').then((m) => m.ConsentBanner),
  'components/exit-popup/exit-intent': () => import('../components/exit-popup/exit-intent').then((m) => m.ExitIntent),
  'features/blog/components/share-article-button': () => import('../features/blog/components/share-article-button').then((m) => m.ShareArticleButton),
  'features/blog/components/article-meta': () => import('../features/blog/components/article-meta').then((m) => m.ArticleMeta),
};
