import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { frMap } from '../../i18n/fr-map';
import type { MapViewProps } from './map-types';
import { ShowMapButton } from './show-map-button';

/**
 * `import.meta.glob` rather than `import()`: Vite makes the same lazy chunk of it, and esbuild, which bundles
 * the page renderers' Lambdas (they import the app's routes), does not follow it, so MapLibre (1.6 MB with its
 * worker) stays out of their bundles and cold starts. Only called in the browser, once mounted.
 */
const MapView = lazy(() => import.meta.glob<{ default: ComponentType<MapViewProps> }>('./map-view.tsx')['./map-view.tsx']!());

/** Tailwind's `lg` (64rem): from there the map and its list stand side by side. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** When a map starts: `not-mounted` on the server and at hydration (they render the same), then at once or on request. */
export type MapStart = { state: 'not-mounted' | 'waiting' | 'started' | 'asked'; ask: () => void; waitingHeight: number };

/**
 * A map that, below `lg` (a phone, a tablet), waits for « Afficher la carte » (`onRequest`): MapLibre's start is
 * seconds of a phone's main thread. A screen that becomes wide (a tablet turned) starts it; one started stays.
 * `waitingHeight`: the height the map will have there (60vh, at least 20rem), for the area it will show.
 */
export function useMapStart({ onRequest }: { onRequest: boolean }): MapStart {
  const [state, setState] = useState<MapStart['state']>('not-mounted');
  const [waitingHeight, setWaitingHeight] = useState(320);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const decide = () => {
      setWaitingHeight(Math.max(320, 0.6 * window.innerHeight));
      setState((current) => (current === 'asked' || current === 'started' ? current : !onRequest || wide.matches ? 'started' : 'waiting'));
    };
    decide();
    wide.addEventListener('change', decide);
    return () => wide.removeEventListener('change', decide);
  }, [onRequest]);
  return { state, ask: () => setState('asked'), waitingHeight };
}

/**
 * The map for any page: MapLibre (about 290 KB of JavaScript, gzipped) is fetched only once this is mounted in the
 * browser (and, with `start` from useMapStart, asked for), so no page loads it before its own first render, and a
 * prerendered page renders the same placeholder on the server and at hydration (no window, no WebGL there).
 */
export function LazyMapView({ start, ...props }: MapViewProps & { start?: MapStart }) {
  const own = useMapStart({ onRequest: false });
  const { state, ask } = start ?? own;
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  if (state === 'waiting') return <ShowMapButton onClick={ask} />;
  const placeholder = (
    <div className={`flex h-full w-full items-center justify-center bg-[#c9dff0] ${props.className ?? ''}`}>
      {state === 'asked' ? (
        // The button that was pressed is gone: its focus goes to what replaces it, then to the map (map-view.tsx).
        <p role="status" tabIndex={-1} ref={focusOnMount} className="font-semibold text-navy-900">
          {frMap.loading}
        </p>
      ) : (
        // Before the app runs, a narrow screen's map waits for the visitor: it is not loading.
        <p className={`font-semibold text-navy-900 ${start ? 'hidden lg:block' : ''}`}>{frMap.loading}</p>
      )}
    </div>
  );
  if (state === 'not-mounted') return placeholder;
  return (
    <MapLoadBoundary className={props.className}>
      <Suspense fallback={placeholder}>
        <MapView {...props} autoFocus={state === 'asked'} />
      </Suspense>
    </MapLoadBoundary>
  );
}

/** The map's code failed to arrive (a dropped connection): the frame says so, and the rest of the page stays. */
class MapLoadBoundary extends Component<{ className?: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`flex h-full w-full items-center justify-center bg-[#c9dff0] p-6 text-center ${this.props.className ?? ''}`}>
        <p role="status" className="font-semibold text-navy-900">
          {frMap.failed}
        </p>
      </div>
    );
  }
}
