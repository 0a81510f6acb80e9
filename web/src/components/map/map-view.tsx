import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
// MapLibre's worker, bundled as a same-origin script file: the CSP allows workers from 'self' only, never blob:.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Minus, Plus, type LucideIcon } from '../icons';
import { frMap } from '../../i18n/fr-map';
import { frMapControls } from '../../i18n/fr-map-controls';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { isCameraFromOutside, MAX_ZOOM, MIN_ZOOM, type MapCamera } from './camera';
import type { MapViewProps } from './map-types';

setWorkerUrl(workerUrl);

/** How far a pan button moves the map: a third of its size. */
const PAN_FRACTION = 1 / 3;

type MarkerEntry = { element: HTMLDivElement; marker: Marker; added: boolean };

const cameraOf = (map: MapLibreMap): MapCamera => {
  const { lat, lng } = map.getCenter();
  return { center: { lat, lng }, zoom: map.getZoom() };
};

/**
 * An interactive map (MapLibre GL JS), loaded only by the pages that show one (lazy-map-view.tsx). Keyboard
 * first: the map itself takes focus (arrows pan, + and − zoom: MapLibre's keyboard handler, rotation off),
 * the markers are HTML buttons in the page's Tab order, and visible buttons zoom and pan. North stays up.
 */
export default function MapView({ camera, onCameraChange, label, markers = [], onReady, autoFocus = false, className = '' }: MapViewProps) {
  // Read here, in the map's own chunk: the runtime config's parser (zod) stays off the page's first load.
  const runtimeConfig = useRuntimeConfig();
  const styleUrl = runtimeConfig.data?.map.styleUrl;
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const helpId = useId();
  const entries = useRef(new Map<string, MarkerEntry>());
  // The latest callback without re-creating the map.
  const onCameraChangeRef = useRef(onCameraChange);
  onCameraChangeRef.current = onCameraChange;
  /** The camera the map last reported (moveend): given back as a prop, it is not a camera from outside. */
  const reported = useRef<MapCamera | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const initialCamera = useRef(camera);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !styleUrl) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        style: new URL(styleUrl, window.location.href).href,
        center: [initialCamera.current.center.lng, initialCamera.current.center.lat],
        zoom: initialCamera.current.zoom,
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        // North up, flat: a rotated or tilted map is hard to read and has no use here.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
        locale: frMapControls.maplibre,
      });
    } catch {
      // No WebGL: the page's list still holds every result.
      setFailed(true);
      return;
    }
    created.keyboard.disableRotation();
    created.touchZoomRotate.disableRotation();
    const canvas = created.getCanvas();
    canvas.setAttribute('aria-label', label);
    canvas.setAttribute('aria-describedby', helpId);
    // Unless the visitor has gone elsewhere while it loaded (the status that stood in for it is gone: the body).
    if (autoFocus && (!document.activeElement || document.activeElement === document.body)) canvas.focus();
    created.on('moveend', () => {
      reported.current = cameraOf(created);
      onCameraChangeRef.current?.(reported.current);
    });
    const markerEntries = entries.current;
    setMap(created);
    return () => {
      for (const entry of markerEntries.values()) entry.marker.remove();
      markerEntries.clear();
      created.remove();
      setMap(null);
    };
    // A new style is a new map; the label follows below, the help's id never changes; focus is taken only from the body.
  }, [styleUrl]);

  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', label);
  }, [map, label]);

  // A camera from outside (the URL after back/forward, a link): move there, unless it is what the map shows or last reported.
  useEffect(() => {
    if (map && isCameraFromOutside(camera, cameraOf(map), reported.current)) map.jumpTo({ center: [camera.center.lng, camera.center.lat], zoom: camera.zoom });
  }, [map, camera]);

  useEffect(() => {
    if (!map) return;
    onReadyRef.current?.({
      fitBox: (box, options) => map.fitBounds([[box.west, box.south], [box.east, box.north]], { padding: 48, maxZoom: options?.maxZoom ?? MAX_ZOOM - 2 }),
      moveTo: (next) => map.easeTo({ center: [next.center.lng, next.center.lat], zoom: next.zoom }),
    });
    return () => onReadyRef.current?.(null);
  }, [map]);

  /** The element a marker's content is rendered into (created on first use, added to the map below). */
  function elementFor(id: string): HTMLDivElement {
    let entry = entries.current.get(id);
    if (!entry) {
      const element = document.createElement('div');
      element.className = 'map-marker';
      entry = { element, marker: new Marker({ element, anchor: 'bottom' }), added: false };
      entries.current.set(id, entry);
    }
    return entry.element;
  }

  // The markers on the map, in the DOM in the order given (so Tab goes through them as the page lists them).
  useLayoutEffect(() => {
    if (!map) return;
    const wanted = new Set(markers.map((marker) => marker.id));
    for (const [id, entry] of entries.current) {
      if (wanted.has(id)) continue;
      entry.marker.remove();
      entries.current.delete(id);
    }
    const container = map.getCanvasContainer();
    let previous: Element = map.getCanvas();
    for (const { id, position, raised } of markers) {
      const entry = entries.current.get(id);
      if (!entry) continue;
      entry.marker.setLngLat([position.lng, position.lat]);
      if (!entry.added) {
        entry.marker.addTo(map);
        entry.added = true;
      }
      entry.element.style.zIndex = raised ? '2' : '';
      if (previous.nextElementSibling !== entry.element) container.insertBefore(entry.element, previous.nextElementSibling);
      previous = entry.element;
    }
  }, [map, markers]);

  const panBy = (x: number, y: number) => {
    if (!map) return;
    const { clientWidth, clientHeight } = map.getContainer();
    map.panBy([x * clientWidth * PAN_FRACTION, y * clientHeight * PAN_FRACTION]);
  };

  return (
    <div className={`relative h-full w-full overflow-hidden bg-[#c9dff0] ${className}`}>
      {/* MapLibre makes it position: relative: it fills the box by its size. */}
      <div ref={containerRef} className="h-full w-full" />
      {(failed || runtimeConfig.isError) && <p className="absolute inset-0 flex items-center justify-center p-6 text-center font-semibold text-navy-900">{frMapControls.unavailable}</p>}
      {!map && !failed && !runtimeConfig.isError && <p className="absolute inset-0 flex items-center justify-center font-semibold text-navy-900">{frMap.loading}</p>}
      {map && markers.map((marker) => createPortal(marker.content, elementFor(marker.id), marker.id))}
      <p id={helpId} className="sr-only">
        {frMapControls.keyboardHelp}
      </p>
      {map && (
        <div role="group" aria-label={frMapControls.controlsLabel} className="absolute top-3 left-3 flex flex-col items-center gap-2">
          <div className="flex flex-col overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-navy-200">
            <ControlButton icon={Plus} label={frMapControls.zoomIn} onClick={() => map.zoomIn()} />
            <ControlButton icon={Minus} label={frMapControls.zoomOut} onClick={() => map.zoomOut()} className="border-t border-navy-100" />
          </div>
          <div className="grid grid-cols-3 grid-rows-3 overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-navy-200">
            <ControlButton icon={ArrowUp} label={frMapControls.panNorth} onClick={() => panBy(0, -1)} className="col-start-2" />
            <ControlButton icon={ArrowLeft} label={frMapControls.panWest} onClick={() => panBy(-1, 0)} className="col-start-1 row-start-2" />
            <ControlButton icon={ArrowRight} label={frMapControls.panEast} onClick={() => panBy(1, 0)} className="col-start-3 row-start-2" />
            <ControlButton icon={ArrowDown} label={frMapControls.panSouth} onClick={() => panBy(0, 1)} className="col-start-2 row-start-3" />
          </div>
        </div>
      )}
    </div>
  );
}

function ControlButton({ icon: Icon, label, onClick, className = '' }: { icon: LucideIcon; label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={`inline-flex size-10 items-center justify-center text-navy-900 hover:bg-navy-50 ${className}`}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
