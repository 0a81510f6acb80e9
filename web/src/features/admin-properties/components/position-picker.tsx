import { useEffect, useState } from 'react';
import { Crosshair, MapPin, X } from '../../../components/icons';
import { LazyMapView } from '../../../components/map/lazy-map-view';
import type { MapCamera } from '../../../components/map/camera';
import { Button } from '../../../components/ui/button';
import type { useZodForm } from '../../../lib/use-zod-form';
import { formatDecimal } from '../../../../../shared/format';
import { frAdminProperties } from '../i18n/fr';
import type { propertyInputSchema } from '../lib/property-form-schema';

const t = frAdminProperties.form.position;
/** Southern Quebec, for a listing not placed yet. */
const QUEBEC_VIEW: MapCamera = { center: { lat: 46.4, lng: -72.6 }, zoom: 6 };
/** Six decimals: about 10 cm. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The listing's point on a map: the admin moves the map under the crosshair (drag, or the map's arrow keys and
 * buttons) and places the listing there, or types the latitude and longitude in the fields above; the marker
 * shows where it is now. 'Retirer la position' leaves it non localisée (off the public map).
 */
export function PositionPicker({ form }: { form: ReturnType<typeof useZodForm<typeof propertyInputSchema>> }) {
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);
  const placed = typeof latitude === 'number' && Number.isFinite(latitude) && typeof longitude === 'number' && Number.isFinite(longitude);
  const [camera, setCamera] = useState<MapCamera>(placed ? { center: { lat: latitude, lng: longitude }, zoom: 15 } : QUEBEC_VIEW);
  // Typed coordinates bring the map to them.
  useEffect(() => {
    if (placed) setCamera((current) => ({ center: { lat: latitude, lng: longitude }, zoom: Math.max(current.zoom, 13) }));
  }, [placed, latitude, longitude]);

  const set = (lat: number | undefined, lng: number | undefined) => {
    form.setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
    form.setValue('longitude', lng, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <MapPin aria-hidden="true" className="size-4 text-gold-700" />
        {placed ? t.placedAt(formatDecimal(latitude, 6), formatDecimal(longitude, 6)) : t.unplaced}
      </p>
      <div className="relative h-72 overflow-hidden rounded-xl ring-1 ring-navy-100">
        <LazyMapView
          camera={camera}
          onCameraChange={setCamera}
          label={t.mapLabel}
          markers={placed ? [{ id: 'listing', position: { lat: latitude, lng: longitude }, content: <span role="img" aria-label={t.marker} className="block size-5 rounded-full border-4 border-white bg-navy-800 shadow-md" /> }] : []}
        />
        <Crosshair aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-8 -translate-x-1/2 -translate-y-1/2 text-red-700" />
      </div>
      <p className="text-sm text-slate-600">
        {t.hint} <span className="font-semibold text-navy-900">{t.crosshairAt(formatDecimal(camera.center.lat, 5), formatDecimal(camera.center.lng, 5))}</span>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="navy" size="md" onClick={() => set(round6(camera.center.lat), round6(camera.center.lng))}>
          <Crosshair aria-hidden="true" className="size-4" />
          {t.place}
        </Button>
        {placed && (
          <Button type="button" variant="subtle" size="md" onClick={() => set(undefined, undefined)}>
            <X aria-hidden="true" className="size-4" />
            {t.clear}
          </Button>
        )}
      </div>
    </div>
  );
}
