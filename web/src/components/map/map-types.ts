import type { ReactNode } from 'react';
import type { Box, LatLng } from '../../../../shared/properties/geo';
import type { MapCamera } from './camera';

/** One HTML marker: its own content (a button), so it is reachable by keyboard and named for screen readers. */
export type MapMarker = {
  id: string;
  position: LatLng;
  /** What the marker shows: the markers are in the page, hence in the Tab order, in the array's order. */
  content: ReactNode;
  /** Drawn above the other markers (hovered, selected). */
  raised?: boolean;
};

/** What a page may ask of its map once it is there. */
export type MapController = {
  /** Shows the whole box (a cluster's listings), up to `maxZoom`. */
  fitBox(box: Box, options?: { maxZoom?: number }): void;
  /** Centres on a point at a zoom. */
  moveTo(camera: MapCamera): void;
};

/** The basemap is the deployment's (runtime config `map.styleUrl`: Amazon Location in AWS, the local stack's offline one). */
export type MapViewProps = {
  /** The view to show. A new value that differs from what the map shows moves it there (back button, a link). */
  camera: MapCamera;
  /** After each movement has ended (drag, keys, buttons, wheel): what the map now shows. */
  onCameraChange?: (camera: MapCamera) => void;
  /** The map's accessible name. */
  label: string;
  markers?: readonly MapMarker[];
  /** Called with the map's controller once it exists (a cluster's « zoom in »), with null when it goes. */
  onReady?: (controller: MapController | null) => void;
  /** Focus the map once it exists (it replaced the button that asked for it). */
  autoFocus?: boolean;
  /** Extra classes of the map's box; the map fills its parent, which gives it its size. */
  className?: string;
};
