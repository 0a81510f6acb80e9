import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { MapPin } from '../icons';
import { frMap } from '../../i18n/fr-map';
import type { MapViewProps } from './map-types';

/**
 * `import.meta.glob` rather than `import()`: Vite makes the same lazy chunk of it, and esbuild, which bundles
 * the page renderers' Lambdas (they import the app's routes), does not follow it, so MapLibre (1.6 MB with its
 * worker) stays out of their bundles and cold starts. Only called in the browser, once mounted.
 */
const MapView = lazy(() => import.meta.glob<{ default: ComponentType<MapViewProps> }>('./map-view.tsx')['./map-view.tsx']!());

/** Tailwind's `lg`: from there the map and its list stand side by side. */
const WIDE_SCREEN = '(min-width: 64rem)';

type LazyMapViewProps = MapViewProps & {
  /**
   * Below `lg` (a phone, a tablet), start the map only when the visitor asks (« Afficher la carte »): MapLibre's
   * start is seconds of a phone's main thread, and the page's list holds every result meanwhile.
   */
  onRequestWhenNarrow?: boolean;
};

/**
 * The map for any page: MapLibre (about 290 KB of JavaScript, gzipped) is fetched only once this is mounted in the
 * browser, so no page loads it before its own first render, and a prerendered page renders the same
 * placeholder on the server and at hydration (no window, no WebGL there).
 */
export function LazyMapView({ onRequestWhenNarrow = false, ...props }: LazyMapViewProps) {
  const [start, setStart] = useState<'not-mounted' | 'on-request' | 'now' | 'asked'>('not-mounted');
  useEffect(() => setStart(onRequestWhenNarrow && !window.matchMedia(WIDE_SCREEN).matches ? 'on-request' : 'now'), [onRequestWhenNarrow]);
  const placeholder = (
    <div className={`flex h-full w-full items-center justify-center bg-[#c9dff0] ${props.className ?? ''}`}>
      {/* Before the app runs a narrow screen says nothing: its map waits for the visitor. */}
      <p className={`font-semibold text-navy-900 ${onRequestWhenNarrow ? 'hidden lg:block' : ''}`}>{frMap.loading}</p>
    </div>
  );
  if (start === 'not-mounted') return placeholder;
  if (start === 'on-request') {
    return (
      <button
        type="button"
        onClick={() => setStart('asked')}
        className="flex h-full w-full flex-col items-center justify-center gap-2 bg-[#c9dff0] font-semibold text-navy-900 hover:bg-[#b9d3ea] focus-visible:outline-offset-[-4px]"
      >
        <MapPin aria-hidden="true" className="size-8 text-navy-800" />
        {frMap.show}
      </button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <MapView {...props} autoFocus={start === 'asked'} />
    </Suspense>
  );
}
