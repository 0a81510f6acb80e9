import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';

type HomeSectionProps = {
  title: string;
  subtitle: string;
  viewAll: { label: string; to: string };
  className: string;
  children: ReactNode;
};

/** A home section under the hero: heading, subtitle, a "view all" link, then its content. */
export function HomeSection({ title, subtitle, viewAll, className, children }: HomeSectionProps) {
  return (
    // Not a landmark: the carousel inside is the labelled region, and two regions with one name confuse.
    <section className={`py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h2>
            <p className="mt-2 max-w-2xl text-slate-600">{subtitle}</p>
          </div>
          <ButtonLink to={viewAll.to} variant="navy">
            {viewAll.label}
          </ButtonLink>
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
