import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { prefetchBlog, prefetchBlogPost } from '../features/blog/prefetch';
import { prefetchHome } from '../features/home/prefetch';
import { prefetchListings } from '../features/listings/prefetch';
import { PropertyLoading } from '../features/property/components/property-loading';
import { prefetchProperty } from '../features/property/prefetch';
import { prefetchAgent, prefetchTeam } from '../features/team/prefetch';
import { prefetchSearch } from '../features/search/prefetch';
import { prefetchSellers } from '../features/sellers/prefetch';
import { siteClaimsQueryOptions } from '../lib/site-claims';
import { siteSettingsQueryOptions } from '../lib/site-settings';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from '../ssr/render-page';

/** A page prerendered to run as islands (web/src/islands): only its interactive parts load in the browser. */
const ISLANDS: RouteHandle = { islands: true };
/** The home runs as islands unless the site is in maintenance: then the app shows an admin the home page. */
const HOME: RouteHandle = { islands: (client) => !client.getQueryData(siteSettingsQueryOptions().queryKey)?.maintenanceMode };

/**
 * The app's route tree, shared by the browser router and the prerenderer (web/src/ssr). A page loaded on
 * demand has its module's path (under web/src) as its `id`: the prerenderer preloads that module's files. `awaitData` says
 * how long a route's loader waits for the data its first screen needs: in the browser, only on a first
 * visit and up to a bound (router.tsx); on the server, until it is there.
 */
export function createRoutes(
  queryClient: QueryClient,
  awaitData: (work: Promise<void>) => Promise<null> | null,
  /** The back office (admin-routes.tsx): passed in so the prerenderer's bundle never includes it. */
  adminRoute: RouteObject,
): RouteObject[] {
  return [
    {
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          Component: PublicLayout,
          // The brokerage's details (footer, menu, contact page, mentions) come from the site settings: in every prerendered page.
          loader: () => awaitData(queryClient.prefetchQuery(siteSettingsQueryOptions())),
          children: [
            {
              // Inside the layout so a failing page (e.g. a chunk gone after a deploy) keeps header and footer.
              ErrorBoundary: RouteError,
              HydrateFallback: PageLoading,
              children: [
                {
                  index: true,
                  handle: HOME,
                  loader: () => awaitData(prefetchHome(queryClient)),
                  id: 'features/home/home-page',
                  lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
                },
                {
                  path: 'listings',
                  handle: ISLANDS,
                  loader: ({ request }) => awaitData(prefetchListings(queryClient, new URL(request.url))),
                  id: 'features/listings/listings-page',
                  lazy: async () => ({ Component: (await import('../features/listings/listings-page')).ListingsPage }),
                },
                {
                  // The map search. Its crawlable part (the cities) is in the prerendered page's data (web/src/ssr/site.ts); the map and results load in the browser.
                  path: 'carte',
                  handle: ISLANDS,
                  id: 'features/map-search/map-search-page',
                  lazy: async () => ({ Component: (await import('../features/map-search/map-search-page')).MapSearchPage }),
                },
                {
                  path: 'agents',
                  loader: () => awaitData(prefetchTeam(queryClient)),
                  handle: ISLANDS,
                  id: 'features/team/team-page',
                  lazy: async () => ({ Component: (await import('../features/team/team-page')).TeamPage }),
                },
                {
                  path: 'agent/:id',
                  loader: ({ params }) => awaitData(prefetchAgent(queryClient, params.id)),
                  handle: ISLANDS,
                  id: 'features/team/agent-page',
                  lazy: async () => ({ Component: (await import('../features/team/agent-page')).AgentPage }),
                },
                {
                  path: 'property/:id',
                  loader: ({ params }) => awaitData(prefetchProperty(queryClient, params.id)),
                  handle: ISLANDS,
                  HydrateFallback: PropertyLoading,
                  id: 'features/property/property-page',
                  lazy: async () => ({ Component: (await import('../features/property/property-page')).PropertyPage }),
                },
                {
                  path: 'vendeur-lead',
                  loader: () => awaitData(prefetchSellers(queryClient)),
                  handle: ISLANDS,
                  id: 'features/sellers/sellers-page',
                  lazy: async () => ({ Component: (await import('../features/sellers/sellers-page')).SellersPage }),
                },
                { path: 'reprise-finance', handle: ISLANDS, loader: () => awaitData(queryClient.prefetchQuery(siteClaimsQueryOptions())), id: 'features/finance-takeovers/finance-takeovers-page', lazy: async () => ({ Component: (await import('../features/finance-takeovers/finance-takeovers-page')).FinanceTakeoversPage }) },
                {
                  path: 'blog',
                  loader: () => awaitData(prefetchBlog(queryClient)),
                  handle: ISLANDS,
                  id: 'features/blog/blog-page',
                  lazy: async () => ({ Component: (await import('../features/blog/blog-page')).BlogPage }),
                },
                {
                  path: 'blog/:slug',
                  loader: ({ params }) => awaitData(prefetchBlogPost(queryClient, params.slug)),
                  handle: ISLANDS,
                  id: 'features/blog/article-page',
                  lazy: async () => ({ Component: (await import('../features/blog/article-page')).ArticlePage }),
                },
                {
                  path: 'search',
                  loader: ({ request }) => awaitData(prefetchSearch(queryClient, new URL(request.url))),
                  id: 'features/search/search-page',
                  lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
                },
                { path: 'favorites', id: 'features/favorites/favorites-page', lazy: async () => ({ Component: (await import('../features/favorites/favorites-page')).FavoritesPage }) },
                { path: 'contact', handle: ISLANDS, id: 'features/contact/contact-page', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
                {
                  path: 'confidentialite',
                  handle: ISLANDS,
                  id: 'features/privacy/privacy-page',
                  lazy: async () => ({ Component: (await import('../features/privacy/privacy-page')).PrivacyPage }),
                },
                { path: 'calculatrices', handle: ISLANDS, id: 'features/calculators/calculators-page', lazy: async () => ({ Component: (await import('../features/calculators/calculators-page')).CalculatorsPage }) },
                { path: 'accessibilite', handle: ISLANDS, id: 'features/accessibility/accessibility-page', lazy: async () => ({ Component: (await import('../features/accessibility/accessibility-page')).AccessibilityPage }) },
                { path: 'alertes', id: 'features/alerts/alerts-page', lazy: async () => ({ Component: (await import('../features/alerts/alerts-page')).AlertsPage }) },
                { path: 'desabonnement', id: 'features/unsubscribe/unsubscribe-page', lazy: async () => ({ Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage }) },
                { path: 'auth', id: 'features/auth/auth-page', lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }) },
                {
                  path: '*',
                  id: 'app/not-found',
                  lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
                },
              ],
            },
          ],
        },
        adminRoute,
      ],
    },
  ];
}
