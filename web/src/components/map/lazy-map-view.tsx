import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { frMap } from '../../i18n/fr-map';
import type { MapViewProps } from './map-types';

/**
 * `import.meta.glob` rather than `import()`: Vite makes the same lazy chunk of it, and esbuild, which bundles
 * the page renderers' Lambdas (they import the app's routes), does not follow it, so MapLibre (1.6 MB with its
 * worker) stays out of their bundles and cold starts. Only called in the browser, once mounted.
 */
const MapView = lazy(() => import.meta.glob<{ default: ComponentType<MapViewProps> }>('./map-view.tsx')['./map-view.tsx']!());

/**
 * The map for any page: MapLibre (about 290 KB of JavaScript, gzipped) is fetched only once this is mounted in the
 * browser, so no page loads it before its own first render, and a prerendered page renders the same
 * placeholder on the server and at hydration (no window, no WebGL there).
 */
export function LazyMapView(props: MapViewProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <MapPlaceholder className={props.className} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapView {...props} />
    </Suspense>
  );
}

function MapPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div className={`flex h-full w-full items-center justify-center bg-[#c9dff0] ${className}`}>
      <p className="font-semibold text-navy-900">{frMap.loading}</p>
    </div>
  );
}
