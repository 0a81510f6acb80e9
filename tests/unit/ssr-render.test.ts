import { createElement, type ComponentType } from 'react';
import { renderToString } from 'preact-render-to-string';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * Public pages will be prerendered (issue 12): each must render on the server, where there is no
 * window, document or storage. Rendered here inside the public layout, before any data arrives.
 */
const pages: Array<[string, string, () => Promise<ComponentType>]> = [
  ['/', '/', async () => (await import('../../web/src/features/home/home-page')).HomePage],
  ['/listings', '/listings', async () => (await import('../../web/src/features/listings/listings-page')).ListingsPage],
  ['/property/:id', '/property/p1', async () => (await import('../../web/src/features/property/property-page')).PropertyPage],
  ['/agents', '/agents', async () => (await import('../../web/src/features/team/team-page')).TeamPage],
  ['/agent/:id', '/agent/a1', async () => (await import('../../web/src/features/team/agent-page')).AgentPage],
  ['/vendeur-lead', '/vendeur-lead', async () => (await import('../../web/src/features/sellers/sellers-page')).SellersPage],
  ['/reprise-finance', '/reprise-finance', async () => (await import('../../web/src/features/finance-takeovers/finance-takeovers-page')).FinanceTakeoversPage],
  ['/blog', '/blog', async () => (await import('../../web/src/features/blog/blog-page')).BlogPage],
  ['/blog/:slug', '/blog/un-article', async () => (await import('../../web/src/features/blog/article-page')).ArticlePage],
  ['/search', '/search?q=condo+%C3%A0+Laval', async () => (await import('../../web/src/features/search/search-page')).SearchPage],
  ['/favorites', '/favorites', async () => (await import('../../web/src/features/favorites/favorites-page')).FavoritesPage],
  ['/contact', '/contact', async () => (await import('../../web/src/features/contact/contact-page')).ContactPage],
  ['/confidentialite', '/confidentialite', async () => (await import('../../web/src/features/privacy/privacy-page')).PrivacyPage],
  ['/desabonnement', '/desabonnement?token=x', async () => (await import('../../web/src/features/unsubscribe/unsubscribe-page')).UnsubscribePage],
];

describe('public pages render on the server', () => {
  it.each(pages)('%s', async (path, url, load) => {
    const [Page, { PublicLayout }, { AppProviders }] = await Promise.all([load(), import('../../web/src/app/public-layout'), import('../../web/src/app/providers')]);
    const router = createMemoryRouter([{ Component: PublicLayout, children: [{ path, Component: Page }] }], { initialEntries: [url] });
    const html = renderToString(createElement(AppProviders, null, createElement(RouterProvider, { router })) as never);
    expect(html).toContain('<main');
    expect(html).toContain('<footer');
  });
});
