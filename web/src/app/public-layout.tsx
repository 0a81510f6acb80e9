import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ConsentBannerIsland } from '../components/consent-banner';
import { ExitIntentIsland } from '../components/exit-popup/exit-intent';
import { SiteFooter } from '../components/site-footer';
import { SiteHeaderIsland } from '../components/site-header';
import { SKIP_LINK_ID, SkipLink } from '../components/skip-link';

const MAIN_ID = 'contenu';

export function PublicLayout() {
  const navigation = useNavigation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-400 motion-reduce:animate-none" />
      )}
      <SiteHeaderIsland />
      {/* Fixed at the bottom, but early in the document: painted with the page's first screen, not after its last byte. */}
      <ConsentBannerIsland />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter topTargetId={SKIP_LINK_ID} />
      <ExitIntentIsland />
      <ScrollRestoration />
    </div>
  );
}
