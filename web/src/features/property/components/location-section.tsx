import { lazy, Suspense, useId, useState } from 'react';
import { MapPin, Navigation } from '../../../components/icons';
import type { PropertyDetail } from '../../../../../shared/properties/api';
import { ShowMapButton } from '../../../components/map/show-map-button';
import { frProperty } from '../i18n/fr';

const LocationMap = lazy(() => import('./location-map'));

/** Directions to a point in the visitor's own map app (Google's cross-platform link opens the app on a phone). */
export const directionsUrl = (latitude: number, longitude: number) => `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/**
 * Where the home is: its location and postal code, and, for a listing with a position, a map that loads only
 * when the visitor asks for it (MapLibre never weighs on the page's first load nor its largest paint), and
 * directions in the visitor's map app. A listing non localisée shows its location only.
 */
export function LocationSection({ property }: { property: Pick<PropertyDetail, 'title' | 'location' | 'postalCode' | 'latitude' | 'longitude'> }) {
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const { latitude, longitude } = property;
  const located = latitude !== undefined && longitude !== undefined;
  const t = frProperty.map;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {t.title}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-slate-700">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-700" />
        <span>
          {property.location}
          {property.postalCode && <span className="whitespace-nowrap">, {property.postalCode}</span>}
        </span>
      </p>
      {located && (
        <>
          <div className="mt-4 aspect-[16/9] w-full overflow-hidden rounded-xl bg-[#c9dff0]">
            {shown ? (
              <Suspense fallback={<p className="flex h-full items-center justify-center font-semibold text-navy-900">{t.loading}</p>}>
                <LocationMap title={property.title} latitude={latitude} longitude={longitude} />
              </Suspense>
            ) : (
              <ShowMapButton onClick={() => setShown(true)} />
            )}
          </div>
          <a
            href={directionsUrl(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex items-center gap-2 rounded-md font-semibold text-navy-800 underline-offset-4 hover:underline"
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t.directions}
            <span className="sr-only"> {frProperty.newTab}</span>
          </a>
        </>
      )}
    </section>
  );
}
