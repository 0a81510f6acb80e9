import { useEffect } from 'react';
import { PropertyCard, PropertyCardSkeleton } from '../../../components/property-card';
import { fr } from '../../../i18n/fr';
import { frHome } from '../i18n/fr';
import { useFeaturedProperties } from '../api/get-featured-properties';
import { Carousel } from '../../../components/carousel';
import { errorMessage } from '../../../lib/http-errors';
import { notify } from '../../../lib/toast';
import { HomeSection } from './home-section';

const SLIDE_BASIS = 'basis-full sm:basis-1/2 lg:basis-1/3';

export function FeaturedProperties() {
  const { data, isPending, error, errorUpdatedAt } = useFeaturedProperties();

  useEffect(() => {
    if (!error) return;
    // A fixed id: the 5-minute background refetch replaces the toast instead of stacking copies.
    notify.error(frHome.featured.loadError, { id: 'featured-load-error', description: errorMessage(error) });
  }, [error, errorUpdatedAt]);

  const items = data ?? [];

  return (
    <HomeSection
      title={frHome.featured.title}
      subtitle={frHome.featured.subtitle}
      viewAll={{ label: frHome.featured.viewAll, to: '/listings' }}
      className="bg-navy-50"
    >
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
        <p className="rounded-2xl bg-white px-6 py-12 text-center text-slate-600 ring-1 ring-navy-100">{frHome.featured.empty}</p>
      ) : (
        <Carousel
          label={frHome.featured.title}
          previousLabel={frHome.featured.previous}
          nextLabel={frHome.featured.next}
          items={items}
          getKey={(property) => property.id}
          renderSlide={(property) => <PropertyCard property={property} variant="home" />}
          slideClassName={SLIDE_BASIS}
        />
      )}
    </HomeSection>
  );
}
