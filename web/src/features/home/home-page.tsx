import { PageTitle } from '../../components/page-title';
import { frHome } from './i18n/fr';
import { useSiteSettings } from '../../lib/site-settings';
import { MaintenancePage } from './components/maintenance-page';
import { AgentsSectionIsland, FeaturedSectionIsland, HERO_HEIGHT, Hero } from './components/home-islands';
import { useIsAdmin } from '../../lib/use-is-admin';

/**
 * `/`: the hero, then the featured properties and the brokers. Prerendered to run as islands unless the
 * site is in maintenance (app/routes.tsx): then the app runs, so that an admin sees the home page where
 * visitors see the maintenance page.
 */
export function HomePage() {
  const isAdmin = useIsAdmin();
  const settings = useSiteSettings();

  // The route loader (features/home/prefetch.ts) already started the settings, the lists and the
  // first hero photo in parallel with this code.
  if (settings.isPending) {
    // The hero's own backdrop and height, so nothing shifts when the page appears.
    return <div aria-hidden="true" className={`${HERO_HEIGHT} bg-navy-900`} />;
  }
  // A failed settings read counts as "not in maintenance" (data is undefined then).
  if (settings.data?.maintenanceMode && !isAdmin) {
    return <MaintenancePage contactEmail={settings.data.contactEmail} />;
  }

  return (
    <>
      <PageTitle>{frHome.title}</PageTitle>
      <Hero />
      <FeaturedSectionIsland />
      <AgentsSectionIsland />
    </>
  );
}
