import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { prefetchBlog, prefetchBlogPost } from '../features/blog/prefetch';
import { prefetchHome } from '../features/home/prefetch';
import { prefetchListings } from '../features/listings/prefetch';
import { PropertyLoading } from '../features/property/components/property-loading';
import { prefetchProperty } from '../features/property/prefetch';
import { prefetchAgent, prefetchTeam } from '../features/team/prefetch';
import { prefetchSearch } from '../features/search/prefetch';
import { prefetchSellers } from '../features/sellers/prefetch';
import { queryClient } from './providers';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

/**
 * On a first visit, a route waits (up to DATA_WAIT_MS) for the data its first screen needs (site
 * settings, results, property), which loads in parallel with the page's code: the page then renders
 * once, interruptibly, within the router's transition, while the route's fallback shows. Rendering a
 * loading state first would re-render the whole page when the data lands, in one blocking task
 * (React Query's store updates render synchronously). Later navigations show the page's loading state at once.
 */
const DATA_WAIT_MS = 2_000;
/** Set once created: the first loaders run while `createBrowserRouter` is still initializing it. */
let createdRouter: ReturnType<typeof createBrowserRouter> | undefined;

function waitOnFirstVisit(work: Promise<void>): Promise<null> | null {
  if (createdRouter?.state.initialized) return null;
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() => null);
}

const adminRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../features/admin-dashboard/dashboard-page')).DashboardPage }) },
  { path: 'properties', lazy: async () => ({ Component: (await import('../features/admin-properties/properties-page')).PropertiesPage }) },
  { path: 'properties/new', lazy: async () => ({ Component: (await import('../features/admin-properties/property-form-page')).PropertyFormPage }) },
  { path: 'properties/:id', lazy: async () => ({ Component: (await import('../features/admin-properties/property-detail-page')).PropertyDetailPage }) },
  { path: 'properties/:id/edit', lazy: async () => ({ Component: (await import('../features/admin-properties/property-form-page')).PropertyFormPage }) },
  { path: 'agents', lazy: async () => ({ Component: (await import('../features/admin-agents/agents-page')).AgentsPage }) },
  { path: 'testimonials', lazy: async () => ({ Component: (await import('../features/admin-testimonials/testimonials-page')).TestimonialsPage }) },
  { path: 'settings', lazy: async () => ({ Component: (await import('../features/admin-settings/settings-page')).SettingsPage }) },
  { path: 'leads', lazy: async () => ({ Component: (await import('../features/admin-leads/leads-page')).LeadsPage }) },
  { path: 'appointments', lazy: async () => ({ Component: (await import('../features/admin-appointments/appointments-page')).AppointmentsPage }) },
  { path: 'subscribers', lazy: async () => ({ Component: (await import('../features/admin-subscribers/subscribers-page')).SubscribersPage }) },
  { path: 'blog', lazy: async () => ({ Component: (await import('../features/admin-blog/blog-admin-page')).BlogAdminPage }) },
  { path: 'blog/new-post', lazy: async () => ({ Component: (await import('../features/admin-blog/post-editor-page')).PostEditorPage }) },
  { path: 'blog/edit/:id', lazy: async () => ({ Component: (await import('../features/admin-blog/post-editor-page')).PostEditorPage }) },
  { path: 'blog/new-category', lazy: async () => ({ Component: (await import('../features/admin-blog/category-editor-page')).CategoryEditorPage }) },
  { path: 'blog/edit-category/:id', lazy: async () => ({ Component: (await import('../features/admin-blog/category-editor-page')).CategoryEditorPage }) },
  { path: 'analytics', lazy: async () => ({ Component: (await import('../features/admin-analytics/analytics-page')).AnalyticsPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFound }) },
];

const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            // Inside the layout so a failing page (e.g. a chunk gone after a deploy) keeps header and footer.
            ErrorBoundary: RouteError,
            HydrateFallback: PageLoading,
            children: [
              {
                index: true,
                loader: () => waitOnFirstVisit(prefetchHome(queryClient)),
                lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
              },
              {
                path: 'listings',
                loader: ({ request }) => waitOnFirstVisit(prefetchListings(queryClient, new URL(request.url))),
                lazy: async () => ({ Component: (await import('../features/listings/listings-page')).ListingsPage }),
              },
              {
                path: 'agents',
                loader: () => waitOnFirstVisit(prefetchTeam(queryClient)),
                lazy: async () => ({ Component: (await import('../features/team/team-page')).TeamPage }),
              },
              {
                path: 'agent/:id',
                loader: ({ params }) => waitOnFirstVisit(prefetchAgent(queryClient, params.id)),
                lazy: async () => ({ Component: (await import('../features/team/agent-page')).AgentPage }),
              },
              {
                path: 'property/:id',
                loader: ({ params }) => waitOnFirstVisit(prefetchProperty(queryClient, params.id)),
                HydrateFallback: PropertyLoading,
                lazy: async () => ({ Component: (await import('../features/property/property-page')).PropertyPage }),
              },
              {
                path: 'vendeur-lead',
                loader: () => waitOnFirstVisit(prefetchSellers(queryClient)),
                lazy: async () => ({ Component: (await import('../features/sellers/sellers-page')).SellersPage }),
              },
              { path: 'reprise-finance', lazy: async () => ({ Component: (await import('../features/finance-takeovers/finance-takeovers-page')).FinanceTakeoversPage }) },
              {
                path: 'blog',
                loader: () => waitOnFirstVisit(prefetchBlog(queryClient)),
                lazy: async () => ({ Component: (await import('../features/blog/blog-page')).BlogPage }),
              },
              {
                path: 'blog/:slug',
                loader: ({ params }) => waitOnFirstVisit(prefetchBlogPost(queryClient, params.slug)),
                lazy: async () => ({ Component: (await import('../features/blog/article-page')).ArticlePage }),
              },
              {
                path: 'search',
                loader: ({ request }) => waitOnFirstVisit(prefetchSearch(queryClient, new URL(request.url))),
                lazy: async () => ({ Component: (await import('../features/search/search-page')).SearchPage }),
              },
              { path: 'favorites', lazy: async () => ({ Component: (await import('../features/favorites/favorites-page')).FavoritesPage }) },
              { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
              { path: 'confidentialite', lazy: async () => ({ Component: (await import('../features/privacy/privacy-page')).PrivacyPage }) },
              { path: 'desabonnement', lazy: async () => ({ Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage }) },
              { path: 'auth', lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }) },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
              },
            ],
          },
        ],
      },
      {
        // Its own chunks: the public site never downloads back-office code; each screen is its own chunk.
        path: 'admin',
        lazy: async () => ({ Component: (await import('./admin/admin-layout')).AdminLayout }),
        children: [
          { ErrorBoundary: RouteError, children: adminRoutes },
        ],
      },
    ],
  },
];

/** Matches the URL and starts the first page's data and code: call once, at start. */
export function createAppRouter() {
  createdRouter = createBrowserRouter(routes);
  return createdRouter;
}
