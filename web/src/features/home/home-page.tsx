import { KeyRound, Search, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { fr } from '../../i18n/fr';

export function HomePage() {
  const headingId = useId();

  return (
    <>
      <PageTitle>{fr.home.title}</PageTitle>
      <section
        aria-labelledby={headingId}
        className="dark-surface relative isolate overflow-hidden bg-navy-900 text-white"
      >
        {/* Stands in for the photo slideshow until the images arrive. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-navy-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-gold-800),transparent_55%)] opacity-70"
        />
        <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-7xl flex-col justify-center gap-12 px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h1 id={headingId} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {fr.home.heading}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">{fr.home.subtitle}</p>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <HeroCard icon={KeyRound} {...fr.home.sell} to="/vendeur-lead" />
            <HeroCard icon={Search} {...fr.home.buy} to="/listings" />
          </div>
        </div>
      </section>
    </>
  );
}

type HeroCardProps = { icon: LucideIcon; title: string; text: string; action: string; to: string };

function HeroCard({ icon: Icon, title, text, action, to }: HeroCardProps) {
  return (
    <article className="flex flex-col rounded-2xl bg-navy-950/70 p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
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
