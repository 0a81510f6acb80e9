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
  ['/calculatrices', '/calculatrices', async () => (await import('../../web/src/features/calculators/calculators-page')).CalculatorsPage],
  ['/accessibilite', '/accessibilite', async () => (await import('../../web/src/features/accessibility/accessibility-page')).AccessibilityPage],
  ['/alertes', '/alertes?token=x', async () => (await import('../../web/src/features/alerts/alerts-page')).AlertsPage],
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

describe("the brokerage's details as the settings give them", () => {
  const render = async (settings: object) => {
    const [{ PrivacyPage }, { PublicLayout }, { AppProviders }, { QueryClient }, { siteSettingsQueryOptions }, { DEFAULT_SITE_SETTINGS }] = await Promise.all([
      import('../../web/src/features/privacy/privacy-page'),
      import('../../web/src/app/public-layout'),
      import('../../web/src/app/providers'),
      import('@tanstack/react-query'),
      import('../../web/src/lib/site-settings'),
      import('../../shared/settings/schema'),
    ]);
    const client = new QueryClient();
    client.setQueryData(siteSettingsQueryOptions().queryKey, { ...DEFAULT_SITE_SETTINGS, ...settings });
    const router = createMemoryRouter([{ Component: PublicLayout, children: [{ path: '/confidentialite', Component: PrivacyPage }] }], { initialEntries: ['/confidentialite'] });
    return renderToString(createElement(AppProviders, { client, children: createElement(RouterProvider, { router }) }) as never);
  };

  it('a new stage names no one it was not told of: no phone, no made-up officer; the footer names the brand', async () => {
    const html = await render({});
    expect(html).not.toContain('tel:');
    expect(html).toContain('la personne ayant la plus haute autorité au sein de l’agence exerce cette fonction');
    expect(html).toContain(`© ${new Date().getFullYear()} Courtage Québec. Tous droits réservés.`);
  });

  it('once given, the officer, the phone and the agency with its licence are shown', async () => {
    const html = await render({ privacyOfficerName: 'Nadia Bouchard', privacyOfficerTitle: 'Directrice', privacyOfficerEmail: 'n@example.ca', phone: '(418) 555-0100', agencyName: 'Immeubles Laurentides inc.', agencyLicenceNumber: 'AB9876' });
    expect(html).toContain('Nadia Bouchard, Directrice');
    expect(html).toContain('href="tel:+14185550100"');
    expect(html).toContain('Immeubles Laurentides inc., agence immobilière · permis OACIQ n° AB9876');
  });
});

