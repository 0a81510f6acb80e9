import { useEffect } from 'react';
import { PropertyCard, PropertyCardSkeleton } from '../../../components/property-card';
import { ButtonLink } from '../../../components/ui/button-link';
import { fr } from '../../../i18n/fr';
import { useFeaturedProperties } from '../api/get-featured-properties';
import { Carousel } from './carousel';
import { notify } from '../../../lib/toast';

const SLIDE_BASIS = 'basis-full sm:basis-1/2 lg:basis-1/3';

export function FeaturedProperties() {
  const { data, isPending, error, errorUpdatedAt } = useFeaturedProperties();

  useEffect(() => {
    if (!error) return;
    // A fixed id: the 5-minute background refetch replaces the toast instead of stacking copies.
    notify.error(fr.home.featured.loadError, { id: 'featured-load-error', description: error.message });
  }, [error, errorUpdatedAt]);

  const items = data ?? [];

  return (
    // Not a landmark: the carousel inside is the labelled region, and two regions with one name confuse.
    <section className="bg-navy-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
              {fr.home.featured.title}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">{fr.home.featured.subtitle}</p>
          </div>
          <ButtonLink to="/listings" variant="navy">
            {fr.home.featured.viewAll}
          </ButtonLink>
        </div>

        <div className="mt-10">
          {isPending ? (
            <div role="status" className="-ml-6 flex overflow-hidden py-2">
              <span className="sr-only">{fr.a11y.loading}</span>
              {[0, 1, 2].map((index) => (
                <div key={index} className={`min-w-0 shrink-0 grow-0 pl-6 ${SLIDE_BASIS}`}>
                  <PropertyCardSkeleton />
                </div>
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-2xl bg-white px-6 py-12 text-center text-slate-600 ring-1 ring-navy-100">{fr.home.featured.empty}</p>
          ) : (
            <Carousel
              label={fr.home.featured.title}
              previousLabel={fr.home.featured.previous}
              nextLabel={fr.home.featured.next}
              items={items}
              getKey={(property) => property.id}
              renderSlide={(property) => <PropertyCard property={property} variant="home" />}
              slideClassName={SLIDE_BASIS}
            />
          )}
        </div>
      </div>
    </section>
  );
}
