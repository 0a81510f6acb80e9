import { project, type Box, type LatLng } from '../../../../shared/properties/geo';

/**
 * What a map shows, without MapLibre: its centre and zoom, and the box they cover in a container of a given
 * size (Web Mercator, 512-pixel world at zoom 0, as MapLibre draws it, north up). Pure: a page computes the
 * visible area (and queries it) before the map's code has loaded, and the map reports the same numbers.
 */
export type MapCamera = { center: LatLng; zoom: number };
export type MapSize = { width: number; height: number };

/** From the whole province to a street. */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

const TILE = 512;
const MAX_LATITUDE = 85.051129;

/** The position at a pixel of the world at `zoom` (the inverse of geo.ts `project`). */
export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const scale = TILE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return { lat, lng };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** 5 decimals: about a metre, and a stable query key. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The box a camera shows in a container of `size` pixels, rounded to 5 decimals (a query key that does not jitter). */
export function cameraBox({ center, zoom }: MapCamera, { width, height }: MapSize): Box {
  const middle = project(center, zoom);
  const southWest = unproject({ x: middle.x - width / 2, y: middle.y + height / 2 }, zoom);
  const northEast = unproject({ x: middle.x + width / 2, y: middle.y - height / 2 }, zoom);
  return {
    south: round5(clamp(southWest.lat, -MAX_LATITUDE, MAX_LATITUDE)),
    west: round5(clamp(southWest.lng, -180, 180)),
    north: round5(clamp(northEast.lat, -MAX_LATITUDE, MAX_LATITUDE)),
    east: round5(clamp(northEast.lng, -180, 180)),
  };
}

/** Whether two cameras show the same thing, to the pixel (a URL rounds what the map reports). */
export function sameCamera(a: MapCamera, b: MapCamera): boolean {
  if (Math.abs(a.zoom - b.zoom) > 0.01) return false;
  const pa = project(a.center, a.zoom);
  const pb = project(b.center, a.zoom);
  return Math.abs(pa.x - pb.x) < 1 && Math.abs(pa.y - pb.y) < 1;
}

/**
 * Whether a camera given to the map comes from outside (the URL after back or forward, a link) and must move it:
 * not when the map shows it already, nor when it is the map's own last report coming back. The map may have moved
 * on since that report (a pan pressed while a zoom was running reports the zoom's end as the pan starts): moving it
 * back would undo the pan.
 */
export function isCameraFromOutside(given: MapCamera, shown: MapCamera, lastReported: MapCamera | null): boolean {
  return !sameCamera(shown, given) && !(lastReported !== null && sameCamera(lastReported, given));
}

/** The camera as a URL keeps it: 5 decimals for the centre, 2 for the zoom, within the map's bounds. */
export function roundCamera({ center, zoom }: MapCamera): MapCamera {
  return {
    center: { lat: round5(clamp(center.lat, -MAX_LATITUDE, MAX_LATITUDE)), lng: round5(clamp(center.lng, -180, 180)) },
    zoom: Math.round(clamp(zoom, MIN_ZOOM, MAX_ZOOM) * 100) / 100,
  };
}
