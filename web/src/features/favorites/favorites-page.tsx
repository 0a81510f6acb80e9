import { Heart, HeartOff, RotateCcw, TriangleAlert } from '../../components/icons';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { PropertyCard, PropertyCardSkeleton } from '../../components/property-card';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { fr } from '../../i18n/fr';
import { forgetLikedProperties, toggleLikedProperty, useLikedPropertyIds } from '../../lib/liked-properties';
import { useLikedPropertyCards } from './api/get-liked-properties';
import { frFavorites } from './i18n/fr';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /favorites: the properties liked on this device. The likes live in this browser's storage, read
 * after hydration only: a prerendered page shows the loading state, never a wrong empty list.
 */
export function FavoritesPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const likedIds = useLikedPropertyIds();
  const ids = mounted ? likedIds : [];
  const { data, isPending, isError, isPlaceholderData, refetch } = useLikedPropertyCards(ids);

  useEffect(() => {
    // Properties no longer listed (sold, withdrawn, deleted) leave the favourites for good; judged
    // only on the answer for exactly these ids (a placeholder answer never saw the newest likes).
    if (!data || isPlaceholderData) return;
    const listed = new Set(data.map((property) => property.id));
    forgetLikedProperties(ids.filter((id) => !listed.has(id)));
  }, [data, ids, isPlaceholderData]);

  // What is still liked: a property unliked here disappears at once, before any refetch.
  const liked = new Set(ids);
  const properties = (data ?? []).filter((property) => liked.has(property.id));
  const loading = !mounted || (ids.length > 0 && isPending);

  return (
    <>
      <PageTitle>{fr.pages.favorites}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{frFavorites.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frFavorites.intro}</p>
        <p role="status" className="mt-8 min-h-6 font-semibold text-navy-900">
          {loading ? fr.a11y.loading : ids.length === 0 || data ? frFavorites.count(ids.length === 0 ? 0 : properties.length) : ''}
        </p>

        <div className="mt-6">
          {loading ? (
            <div aria-hidden="true" className={gridClass}>
              {Array.from({ length: 3 }, (_, index) => (
                <PropertyCardSkeleton key={index} />
              ))}
            </div>
          ) : ids.length === 0 || (data && properties.length === 0) ? (
            <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
              <Heart aria-hidden="true" className="size-10 text-gold-700" />
              <h2 className="mt-4 text-xl font-semibold text-navy-900">{frFavorites.emptyTitle}</h2>
              <p className="mt-2 text-slate-600">{frFavorites.emptyText}</p>
              <ButtonLink to="/listings" variant="navy" className="mt-6">
                {frFavorites.browse}
              </ButtonLink>
            </div>
          ) : isError && !data ? (
            <div className="flex flex-col items-center rounded-2xl bg-navy-50 px-6 py-16 text-center ring-1 ring-navy-100">
              <TriangleAlert aria-hidden="true" className="size-10 text-gold-700" />
              <p className="mt-4 text-lg font-semibold text-navy-900">{frFavorites.loadError}</p>
              <Button onClick={() => void refetch()} className="mt-6">
                <RotateCcw aria-hidden="true" className="size-5" />
                {frFavorites.retry}
              </Button>
            </div>
          ) : (
            <ul className={gridClass}>
              {properties.map((property, index) => (
                <li key={property.id} className="relative">
                  <PropertyCard property={property} variant="listing" priority={index === 0} />
                  <button
                    type="button"
                    onClick={() => toggleLikedProperty(property.id)}
                    aria-label={frFavorites.remove(property.title)}
                    className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-red-700 shadow ring-1 ring-navy-100 hover:bg-white"
                  >
                    <HeartOff aria-hidden="true" className="size-5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
