import { KeyRound, Search, type LucideIcon } from '../../components/icons';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { DeferUntilVisible } from '../../components/defer-until-visible';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { frHome } from './i18n/fr';
import { useSiteSettings } from '../../lib/site-settings';
import { HERO_INTERVAL_MS, HeroBackground, SlideshowToggle, useSlideshow } from './components/hero-slideshow';
import { HERO_IMAGES } from './hero-images';
import { HeroSearch } from './components/hero-search';
import { MaintenancePage } from './components/maintenance-page';
import { useIsAdmin } from '../../lib/use-is-admin';

const HERO_HEIGHT = 'min-h-[calc(100dvh-4rem)]';

// Below the fold: their code (carousel library included) loads when the visitor scrolls near them.
const FeaturedProperties = lazy(() => import('./components/featured-properties').then((m) => ({ default: m.FeaturedProperties })));
const Agents = lazy(() => import('./components/agents').then((m) => ({ default: m.Agents })));
const SECTION_PLACEHOLDER = 'min-h-[36rem]';

function BelowTheFold({ children }: { children: ReactNode }) {
  const placeholder = <div aria-hidden="true" className={SECTION_PLACEHOLDER} />;
  return (
    <DeferUntilVisible placeholderClassName={SECTION_PLACEHOLDER}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </DeferUntilVisible>
  );
}

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
      <BelowTheFold>
        <FeaturedProperties />
      </BelowTheFold>
      <BelowTheFold>
        <Agents />
      </BelowTheFold>
    </>
  );
}

function Hero() {
  const headingId = useId();
  const slideshow = useSlideshow(HERO_IMAGES.length, HERO_INTERVAL_MS);

  return (
    <section aria-labelledby={headingId} className="dark-surface relative isolate overflow-hidden text-white">
      <HeroBackground current={slideshow.current} />
      <div className={`mx-auto flex ${HERO_HEIGHT} max-w-7xl flex-col justify-center gap-10 px-4 pt-16 pb-24 sm:px-6 lg:px-8`}>
        <div className="max-w-3xl">
          <h1 id={headingId} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {frHome.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{frHome.subtitle}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <HeroCard icon={KeyRound} {...frHome.sell} to="/vendeur-lead" />
          <HeroCard icon={Search} {...frHome.buy} to="/listings" />
        </div>
        <HeroSearch />
      </div>
      <div className="absolute right-4 bottom-4 sm:right-6 lg:right-8">
        <SlideshowToggle playing={slideshow.playing} onToggle={slideshow.toggle} />
      </div>
    </section>
  );
}

type HeroCardProps = { icon: LucideIcon; title: string; text: string; action: string; to: string };

function HeroCard({ icon: Icon, title, text, action, to }: HeroCardProps) {
  return (
    <article className="flex flex-col rounded-2xl bg-navy-950/85 p-6 ring-1 ring-white/15 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-gold-400 text-navy-950">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-2xl font-bold">{title}</h2>
      </div>
      <p className="mt-4 flex-1 text-navy-100">{text}</p>
      <ButtonLink to={to} className="mt-6 self-start">
        {action}
      </ButtonLink>
    </article>
  );
}
