import type { RouteObject } from 'react-router';
import { RouteError } from './route-error';

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
  { path: 'subscribers/alerts', lazy: async () => ({ Component: (await import('../features/admin-subscribers/alerts-page')).AlertsAdminPage }) },
  { path: 'subscribers/campaigns', lazy: async () => ({ Component: (await import('../features/admin-subscribers/campaigns-page')).CampaignsPage }) },
  { path: 'subscribers/campaigns/new', lazy: async () => ({ Component: (await import('../features/admin-subscribers/campaign-page')).CampaignPage }) },
  { path: 'subscribers/campaigns/:id', lazy: async () => ({ Component: (await import('../features/admin-subscribers/campaign-page')).CampaignPage }) },
  { path: 'blog', lazy: async () => ({ Component: (await import('../features/admin-blog/blog-admin-page')).BlogAdminPage }) },
  { path: 'blog/new-post', lazy: async () => ({ Component: (await import('../features/admin-blog/post-editor-page')).PostEditorPage }) },
  { path: 'blog/edit/:id', lazy: async () => ({ Component: (await import('../features/admin-blog/post-editor-page')).PostEditorPage }) },
  { path: 'blog/new-category', lazy: async () => ({ Component: (await import('../features/admin-blog/category-editor-page')).CategoryEditorPage }) },
  { path: 'blog/edit-category/:id', lazy: async () => ({ Component: (await import('../features/admin-blog/category-editor-page')).CategoryEditorPage }) },
  { path: 'account', lazy: async () => ({ Component: (await import('../features/admin-account/account-page')).AccountPage }) },
  { path: 'analytics', lazy: async () => ({ Component: (await import('../features/admin-analytics/analytics-page')).AnalyticsPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFound }) },
];

/** Its own chunks: the public site never downloads back-office code; each screen is its own chunk. */
export const adminRoute: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./admin/admin-layout')).AdminLayout }),
  children: [{ ErrorBoundary: RouteError, children: adminRoutes }],
};
