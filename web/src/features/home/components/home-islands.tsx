import { lazy, Suspense, useId, type ReactNode } from 'react';
import { KeyRound, Search, type LucideIcon } from '../../../components/icons';
import { DeferUntilVisible } from '../../../components/defer-until-visible';
import { ButtonLink } from '../../../components/ui/button-link';
import { island } from '../../../islands/island';
import { frHome } from '../i18n/fr';
import { HeroSlides, HeroSlideshowToggle } from './hero-slideshow';
import { HeroSearch } from './hero-search';

/**
 * The home page's interactive parts, each an island (islands/island.tsx): the hero's slides, search and
 * pause button, and the two carousels below the fold, whose code (carousel library included) loads when
 * the visitor scrolls near them.
 */

export const HERO_HEIGHT = 'min-h-[calc(100dvh-4rem)]';
const SECTION_PLACEHOLDER = 'min-h-[36rem]';

const FeaturedProperties = lazy(() => import('./featured-properties').then((m) => ({ default: m.FeaturedProperties })));
const Agents = lazy(() => import('./agents').then((m) => ({ default: m.Agents })));

function BelowTheFold({ children }: { children: ReactNode }) {
  const placeholder = <div aria-hidden="true" className={SECTION_PLACEHOLDER} />;
  return (
    <DeferUntilVisible placeholderClassName={SECTION_PLACEHOLDER}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </DeferUntilVisible>
  );
}

/** The hero: static HTML but for three islands, its slides, its search and the slides' pause button. */
export function Hero() {
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="dark-surface relative isolate overflow-hidden text-white">
      <HeroSlidesIsland />
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
        <HeroSearchIsland />
      </div>
      <div className="absolute right-4 bottom-4 sm:right-6 lg:right-8">
        <HeroSlideshowToggleIsland />
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

export function FeaturedSection() {
  return (
    <BelowTheFold>
      <FeaturedProperties />
    </BelowTheFold>
  );
}

export function AgentsSection() {
  return (
    <BelowTheFold>
      <Agents />
    </BelowTheFold>
  );
}

const HeroSlidesIsland = island('home', 'HeroSlides', HeroSlides);
const HeroSearchIsland = island('home', 'HeroSearch', HeroSearch);
const HeroSlideshowToggleIsland = island('home', 'HeroSlideshowToggle', HeroSlideshowToggle);
export const FeaturedSectionIsland = island('home', 'FeaturedSection', FeaturedSection);
export const AgentsSectionIsland = island('home', 'AgentsSection', AgentsSection);
